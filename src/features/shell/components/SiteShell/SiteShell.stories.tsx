import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SiteShell } from './SiteShell'

const meta = {
  title: 'Shell/SiteShell',
  component: SiteShell,
  args: { children: <p style={{ padding: 24 }}>Page content</p> },
} satisfies Meta<typeof SiteShell>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Page content')
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
  },
}

export const Dutch: Story = { parameters: { locale: 'nl' } }
export const Dark: Story = { parameters: { locale: 'en', colorScheme: 'dark' } }
