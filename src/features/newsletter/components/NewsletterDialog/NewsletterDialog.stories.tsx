import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { NewsletterDialog } from './NewsletterDialog'

const meta = {
  title: 'Newsletter/NewsletterDialog',
  component: NewsletterDialog,
  args: { opened: true, onClose: fn(), subscribe: fn(async () => ({ kind: 'subscribed' as const })) },
} satisfies Meta<typeof NewsletterDialog>
export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Free guide: your first skydive' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledWith('dismissed')
  },
}

/** The fields take the dialog's full width, like the button below them. */
export const FieldsFillTheDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Free guide: your first skydive' })
    const button = within(dialog).getByRole('button', { name: 'Send me the free guide' })
    // The open transition scales the dialog: measure once it has settled.
    await waitFor(() => expect(button.getBoundingClientRect().width).toBeGreaterThan(300))
    for (const name of ['Name', 'Email']) {
      const field = within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) })
      await expect(Math.round(field.getBoundingClientRect().width)).toBe(Math.round(button.getBoundingClientRect().width))
    }
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Gratis gids: uw eerste parachutesprong' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
