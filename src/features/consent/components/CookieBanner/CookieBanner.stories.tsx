import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CookieBanner, preloadCookiePreferences } from './CookieBanner'

const meta = {
  title: 'Consent/CookieBanner',
  component: CookieBanner,
  args: { onAcceptAll: fn(), onEssentialOnly: fn(), onSavePreferences: fn() },
  // The banner loads the preferences panel on demand. Fetched before the story renders, a press
  // opens it at once; a first fetch during a test's act() scope would never settle there.
  loaders: [async () => ({ preferencesPanel: await preloadCookiePreferences() })],
} satisfies Meta<typeof CookieBanner>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas, canvasElement, args }) => {
    const banner = canvas.getByRole('region', { name: 'Cookies on this site' })
    await expect(banner).toHaveAttribute('data-cookie-banner')
    await expect(canvas.getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute('href', '/privacy#cookies')
    const accept = canvas.getByRole('button', { name: 'Accept all' })
    const essential = canvas.getByRole('button', { name: 'Essential only' })
    // Equal prominence: same variant, size and box.
    await expect(accept.className).toBe(essential.className)
    const [a, e] = [accept.getBoundingClientRect(), essential.getBoundingClientRect()]
    await expect([Math.round(a.width), Math.round(a.height)]).toEqual([Math.round(e.width), Math.round(e.height)])
    // Not a dialog: Escape does nothing, the page stays usable.
    essential.focus()
    await userEvent.keyboard('{Escape}')
    await expect(banner).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await expect(args.onEssentialOnly).toHaveBeenCalledOnce()
    await userEvent.click(accept)
    await expect(args.onAcceptAll).toHaveBeenCalledOnce()
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull()
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cookies op deze website' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Lees het cookiebeleid' })).toHaveAttribute('href', '/nl/privacy#cookies')
    await expect(canvas.getByRole('button', { name: 'Alles accepteren' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Alleen noodzakelijke' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { path: '/', colorScheme: 'dark' } }

export const PreferencesPanelOpen: Story = {
  parameters: { path: '/' },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'Preferences' }))
    // The panel's code loads on the way to the button: allow for its first download.
    const panel = await body.findByRole('dialog', { name: 'Cookie preferences' }, { timeout: 5000 })
    const essential = within(panel).getByRole('switch', { name: /^Essential cookies \(always on\)/ })
    await expect(essential).toBeChecked()
    await expect(essential).toBeDisabled()
    await userEvent.click(within(panel).getByRole('switch', { name: /^Analytics cookies/ }))
    await expect(within(panel).getByRole('switch', { name: /^Marketing cookies/ })).not.toBeChecked()
    await userEvent.click(within(panel).getByRole('button', { name: 'Save preferences' }))
    await expect(args.onSavePreferences).toHaveBeenCalledWith({ analytics: true, marketing: false })
  },
}

export const PreferencesPanelEscape: Story = {
  parameters: { path: '/' },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'Preferences' }))
    await body.findByRole('dialog', { name: 'Cookie preferences' }, { timeout: 5000 })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    // Closing the panel decides nothing; the banner stays.
    await expect(args.onSavePreferences).not.toHaveBeenCalled()
    await expect(canvas.getByRole('region', { name: 'Cookies on this site' })).toBeVisible()
  },
}

export const PreferencesPanelDutchDark: Story = {
  args: { preferencesOpen: true },
  parameters: { path: '/nl', colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookievoorkeuren' }, { timeout: 5000 })
    await expect(within(panel).getByRole('switch', { name: /^Analytische cookies/ })).not.toBeChecked()
    await expect(within(panel).getByRole('button', { name: 'Voorkeuren opslaan' })).toBeVisible()
  },
}
