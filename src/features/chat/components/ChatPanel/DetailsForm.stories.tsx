import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { DetailsForm } from './DetailsForm'

const meta = {
  title: 'Chat/DetailsForm',
  component: DetailsForm,
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof DetailsForm>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start chat' })).toBeDisabled()
  },
}

export const WrongEmail: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'zoe@example')
    await userEvent.click(canvas.getByRole('button', { name: 'Start chat' }))
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name (optional)' }), 'Zoë')
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'zoe@example.nl')
    await userEvent.click(canvas.getByRole('button', { name: 'Start chat' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ customerEmail: 'zoe@example.nl', customerName: 'Zoë' })
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Uw gegevens' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Terug' }))
    await expect(args.onCancel).toHaveBeenCalled()
  },
}

export const Dark: Story = {
  parameters: { colorScheme: 'dark' },
}
