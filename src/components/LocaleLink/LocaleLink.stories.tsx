import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LocaleLink } from './LocaleLink'

const meta = {
  title: 'Shared/LocaleLink',
  component: LocaleLink,
  args: { to: '/about', children: 'About us' },
} satisfies Meta<typeof LocaleLink>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about')
  },
}

export const Dutch: Story = {
  args: { children: 'Over ons' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Over ons' })).toHaveAttribute('href', '/nl/about')
  },
}
