import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { business } from '~/content/facts'
import { widgetMemoryKey } from '../../widget-memory'
import { BookingWidget } from './BookingWidget'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'

const meta = {
  title: 'Booking/BookingWidget',
  component: BookingWidget,
  args: { bookNow: { path: '/contact', search: { tab: 'tandem' }, hash: 'contact' }, defaultState: 'expanded' },
  beforeEach: () => {
    window.sessionStorage.removeItem(widgetMemoryKey)
    setSiteFactsForTesting(exampleSiteFacts)
  },
} satisfies Meta<typeof BookingWidget>
export default meta
type Story = StoryObj<typeof meta>

export const Expanded: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/contact?tab=tandem#contact')
    await expect(canvas.getByRole('link', { name: 'More info' })).toHaveAttribute('href', '/services')
    await expect(canvas.getByRole('link', { name: 'Call' })).toHaveAttribute('href', business.phone.href)
    const whatsapp = canvas.getByRole('link', { name: /WhatsApp/ })
    await expect(whatsapp).toHaveAttribute('href', business.whatsapp)
    await expect(whatsapp).toHaveAttribute('target', '_blank')
  },
}

export const MinimiseAndExpand: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Minimise booking options' }))
    await expect(window.sessionStorage.getItem(widgetMemoryKey)).toBe('minimised')
    await expect(canvas.queryByRole('link', { name: 'Book now' })).toBeNull()
    const open = canvas.getByRole('button', { name: 'Book a jump' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(open)
    await expect(window.sessionStorage.getItem(widgetMemoryKey)).toBe('expanded')
    await expect(canvas.getByRole('link', { name: 'Book now' })).toBeVisible()
  },
}

/** Escape closes the open panel without moving focus; while open, the page keeps focus clear of it. */
export const EscapeCloses: Story = {
  parameters: { path: '/' },
  beforeEach: () => window.sessionStorage.removeItem(widgetMemoryKey),
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.bookingPanel).toBe('open')
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('link', { name: 'Book now' })).toBeNull()
    await expect(document.documentElement.dataset.bookingPanel).toBeUndefined()
  },
}

export const Minimised: Story = {
  args: { defaultState: 'minimised' },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Book a jump' })).toBeVisible()
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Boek nu' })).toHaveAttribute('href', '/nl/contact?tab=tandem#contact')
    await expect(canvas.getByRole('link', { name: 'Meer informatie' })).toHaveAttribute('href', '/nl/services')
    await expect(canvas.getByRole('link', { name: 'Bellen' })).toHaveAttribute('href', business.phone.href)
  },
}

export const DutchMinimised: Story = {
  args: { defaultState: 'minimised' },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Boek uw sprong' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { path: '/', colorScheme: 'dark' } }

export const DarkMinimised: Story = { args: { defaultState: 'minimised' }, parameters: { path: '/', colorScheme: 'dark' } }
