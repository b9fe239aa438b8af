import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HandledNote } from './HandledNote'

const handled = {
  handled: true,
  handled_by: 'eva@parapro.test',
  handled_at: '2026-11-24 09:30:00.000Z',
}

const meta = {
  title: 'Staff/HandledNote',
  component: HandledNote,
  parameters: { layout: 'padded', path: '/chat-management' },
  args: { record: handled },
} satisfies Meta<typeof HandledNote>
export default meta
type Story = StoryObj<typeof meta>

export const Handled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Handled by eva@parapro.test on 24 Nov 2026, 10:30')).toBeVisible()
  },
}

export const NotHandled: Story = {
  args: { record: { handled: false, handled_by: '', handled_at: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Handled/)).toBeNull()
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Afgehandeld door eva@parapro.test op 24 nov 2026/)).toBeVisible()
  },
}
