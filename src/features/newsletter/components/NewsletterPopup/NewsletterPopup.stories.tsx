import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { SubscribeResult } from '../../api/subscribe'
import { popupMemoryKey } from '../../popup-memory'
import { NewsletterPopup } from './NewsletterPopup'

const meta = {
  title: 'Newsletter/NewsletterPopup',
  component: NewsletterPopup,
  args: { delayMs: 0, subscribe: fn(async (): Promise<SubscribeResult> => ({ kind: 'subscribed' })) },
  beforeEach: () => window.localStorage.removeItem(popupMemoryKey),
} satisfies Meta<typeof NewsletterPopup>
export default meta
type Story = StoryObj<typeof meta>

export const DismissedOnceAndRemembered: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('dialog', { name: 'Free guide: your first skydive' }, { timeout: 10_000 })).toBeVisible()
    await userEvent.click(body.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await expect(window.localStorage.getItem(popupMemoryKey)).toBe('dismissed')
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('dialog', { name: 'Gratis gids: uw eerste parachutesprong' }, { timeout: 10_000 })).toBeVisible()
  },
}

export const NotShownAgain: Story = {
  beforeEach: () => window.localStorage.setItem(popupMemoryKey, 'subscribed'),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull()
  },
}
