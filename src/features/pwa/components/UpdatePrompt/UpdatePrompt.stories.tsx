import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { UpdatePrompt } from './UpdatePrompt'

const meta = {
  title: 'PWA/UpdatePrompt',
  component: UpdatePrompt,
  parameters: { layout: 'padded' },
  args: { onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdatePrompt>
export default meta
type Story = StoryObj<typeof meta>

export const UpdateAvailable: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('A new version of this site is available.')
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }))
    await expect(args.onReload).toHaveBeenCalledOnce()
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('button', { name: 'Opnieuw laden' })).toBeVisible()
  },
}

export const Dark: Story = {
  parameters: { colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible()
  },
}
