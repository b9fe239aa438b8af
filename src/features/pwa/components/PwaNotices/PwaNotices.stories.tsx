import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PwaNotices } from './PwaNotices'

/** What the PWA layer shows when a notice is due; each notice also has stories of its own. */
const meta = {
  title: 'PWA/PwaNotices',
  component: PwaNotices,
  parameters: { layout: 'padded' },
  args: { online: true, asOf: null, onDismissUpdate: fn(), onDismissInstall: fn() },
} satisfies Meta<typeof PwaNotices>
export default meta
type Story = StoryObj<typeof meta>

export const Offline: Story = {
  args: { online: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are offline')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const UpdateAndInstallOffered: Story = {
  args: { onReload: fn(), onInstall: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('status')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
    await expect(canvas.getAllByRole('button').length).toBeGreaterThan(2)
  },
}

export const DutchOfflineWithAnUpdate: Story = {
  parameters: { locale: 'nl' },
  args: { online: false, onReload: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('U bent offline')
    await expect(canvas.getByRole('button', { name: 'Opnieuw laden' })).toBeVisible()
  },
}

export const Dark: Story = {
  parameters: { colorScheme: 'dark' },
  args: { online: false, onReload: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible()
  },
}
