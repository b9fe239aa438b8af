import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { InstallButton } from './InstallButton'

const meta = {
  title: 'PWA/InstallButton',
  component: InstallButton,
  parameters: { layout: 'padded' },
  args: { onInstall: fn(), onDismiss: fn() },
} satisfies Meta<typeof InstallButton>
export default meta
type Story = StoryObj<typeof meta>

export const InstallAvailable: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Install the app' }))
    await expect(args.onInstall).toHaveBeenCalledOnce()
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'App installeren' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Niet nu' }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
  },
}

export const Dark: Story = {
  parameters: { colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Install the app' })).toBeVisible()
  },
}
