import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ConfirmRemove, LoadFailedAlert } from './StaffListParts'

const onConfirm = fn()

const meta = {
  title: 'Staff/ConfirmRemove',
  component: ConfirmRemove,
  parameters: { layout: 'padded' },
  args: { label: 'Remove photo 3', warning: 'This photo is shown in the services carousel. Remove it?', onConfirm },
  beforeEach: () => {
    onConfirm.mockClear()
  },
} satisfies Meta<typeof ConfirmRemove>
export default meta
type Story = StoryObj<typeof meta>

/** Nothing is removed before the warning has been read and confirmed; Cancel goes back. */
export const WarnsFirst: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 3' }))
    await expect(canvas.getByRole('group', { name: 'Remove photo 3?' })).toHaveTextContent('This photo is shown in the services carousel.')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(onConfirm).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 3' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, remove' }))
    await expect(onConfirm).toHaveBeenCalledOnce()
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  args: { label: 'Foto 3 verwijderen', warning: 'Deze foto staat in de dienstencarrousel. Verwijderen?' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Foto 3 verwijderen' }))
    await expect(canvas.getByRole('button', { name: 'Ja, verwijderen' })).toBeVisible()
  },
}

/** The list could not be loaded: the message and a retry. */
export const LoadFailed: StoryObj<typeof LoadFailedAlert> = {
  render: () => <LoadFailedAlert message="Could not load the photos" onRetry={onConfirm} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(onConfirm).toHaveBeenCalledOnce()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
