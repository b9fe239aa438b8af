import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { services } from '~/content/services'
import { ClosingCta } from './ClosingCta'

const meta = {
  title: 'Service pages/ClosingCta',
  component: ClosingCta,
  args: { id: 'book', ...services.stadium.closing },
} satisfies Meta<typeof ClosingCta>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/services/stadium-shows' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/plan 6 to 8 weeks ahead/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Request a demonstration' })).toHaveAttribute('href', '/contact')
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/services/stadium-shows' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vraag een demonstratie aan' })).toHaveAttribute('href', '/nl/contact')
  },
}

export const Dark: Story = { parameters: { path: '/services/stadium-shows', colorScheme: 'dark' } }
