import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ConnectionStatus } from './ConnectionStatus'

const meta = {
  title: 'PWA/ConnectionStatus',
  component: ConnectionStatus,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConnectionStatus>
export default meta
type Story = StoryObj<typeof meta>

const savedAt = Date.UTC(2026, 10, 20, 9, 30)

export const Online: Story = {
  args: { online: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="status"]')).toBeNull()
  },
}

export const Offline: Story = {
  args: { online: false, asOf: savedAt },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are offline')
    await expect(canvas.getByRole('status')).toHaveTextContent(/as of .*2026/)
  },
}

export const OfflineWithoutDate: Story = {
  args: { online: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are seeing the copy saved on this device.')
  },
}

export const Stale: Story = {
  args: { online: true, asOf: savedAt },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Some information may be out of date')
  },
}

export const OfflineDutch: Story = {
  args: { online: false, asOf: savedAt },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('U bent offline')
    await expect(canvas.getByRole('status')).toHaveTextContent(/stand van 20 nov\.? 2026/)
  },
}

export const StaleDark: Story = {
  args: { online: true, asOf: savedAt },
  parameters: { colorScheme: 'dark', locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sommige informatie is mogelijk niet actueel')
  },
}
