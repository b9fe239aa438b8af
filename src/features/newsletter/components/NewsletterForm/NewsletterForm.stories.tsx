import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { SubscribeResult } from '../../api/subscribe'
import { NewsletterForm } from './NewsletterForm'

const subscribed = fn(async (): Promise<SubscribeResult> => ({ kind: 'subscribed' }))

const meta = {
  title: 'Newsletter/NewsletterForm',
  component: NewsletterForm,
  parameters: { layout: 'padded' },
  args: { subscribe: subscribed },
  beforeEach: () => subscribed.mockClear(),
} satisfies Meta<typeof NewsletterForm>
export default meta
type Story = StoryObj<typeof meta>

export const SignUpInDutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Naam/), 'Fleur')
    await userEvent.type(canvas.getByLabelText(/^E-mailadres/), 'fleur@example.nl')
    await userEvent.click(canvas.getByRole('button', { name: 'Stuur mij de gratis gids' }))
    await expect(await within(canvasElement.ownerDocument.body).findByText('Succes!')).toBeVisible()
    await expect(args.subscribe).toHaveBeenCalledWith({ name: 'Fleur', email: 'fleur@example.nl', locale: 'nl' })
    await waitFor(() => expect(canvas.getByLabelText(/^Naam/)).toHaveValue(''))
  },
}

export const InvalidInputIsExplained: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'not-an-address')
    await userEvent.click(canvas.getByRole('button', { name: 'Send me the free guide' }))
    await expect(canvas.getByText('Please enter your name (2 to 30 letters)')).toBeVisible()
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible()
    await expect(args.subscribe).not.toHaveBeenCalled()
  },
}

export const ServerFailure: Story = {
  args: { subscribe: fn(async (): Promise<SubscribeResult> => ({ kind: 'failed' })), layout: 'inline' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Oliver')
    await userEvent.type(canvas.getByLabelText(/^Email/), 'oliver@example.nl')
    await userEvent.click(canvas.getByRole('button', { name: 'Send me the free guide' }))
    const toast = within(canvasElement.ownerDocument.body)
    await expect(await toast.findByText('Something went wrong. Please try again.')).toBeVisible()
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Oliver')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' }, args: { layout: 'inline' } }
