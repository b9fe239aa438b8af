import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LanguageSwitch } from './LanguageSwitch'

const meta = { title: 'Shell/LanguageSwitch', component: LanguageSwitch, parameters: { layout: 'padded' } } satisfies Meta<
  typeof LanguageSwitch
>
export default meta
type Story = StoryObj<typeof meta>

export const OnEnglishAboutPage: Story = {
  parameters: { path: '/about' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Nederlands/ })).toHaveAttribute('href', '/nl/about')
    await expect(canvas.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true')
  },
}

export const OnDutchAlias: Story = {
  parameters: { path: '/nl/over-ons' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /English/ })).toHaveAttribute('href', '/about')
  },
}

export const OnWeatherPage: Story = {
  parameters: { path: '/weather' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Nederlands/ })).toHaveAttribute('href', '/nl/weer')
  },
}

export const Dark: Story = { parameters: { path: '/nl', colorScheme: 'dark' } }
