import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { consentStorageKey } from '~/content/legal'
import { ConsentManager } from './ConsentManager'

interface TestWindow {
  dataLayer?: ArrayLike<unknown>[]
}

const lastConsentUpdate = () => {
  const updates = ((window as unknown as TestWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry))
    .filter((entry) => entry[0] === 'consent' && entry[1] === 'update')
  return updates.at(-1)?.[2]
}

const meta = {
  title: 'Consent/ConsentManager',
  component: ConsentManager,
  args: { delayMs: 0, measurementId: undefined },
  beforeEach: () => {
    window.localStorage.removeItem(consentStorageKey)
    document.cookie = '_ga=GA1.1.story; path=/'
  },
} satisfies Meta<typeof ConsentManager>
export default meta
type Story = StoryObj<typeof meta>

export const AcceptAll: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    const heard: unknown[] = []
    const listener = (event: Event) => heard.push((event as CustomEvent).detail)
    window.addEventListener('consent-updated', listener)
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept all' }))
    window.removeEventListener('consent-updated', listener)
    const preferences = { essential: true, analytics: true, marketing: true }
    await expect(heard).toEqual([preferences])
    await expect(JSON.parse(window.localStorage.getItem(consentStorageKey)!)).toMatchObject({ hasConsent: true, preferences })
    await expect(lastConsentUpdate()).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    })
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Cookies on this site' })).toBeNull())
    await expect(document.cookie).toContain('_ga=')
  },
}

export const EssentialOnlyClearsAnalyticsCookies: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Alleen noodzakelijke' }))
    await expect(JSON.parse(window.localStorage.getItem(consentStorageKey)!).preferences).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
    })
    await expect(lastConsentUpdate()).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' })
    await expect(document.cookie).not.toContain('_ga=')
  },
}

export const StoredChoiceNoBanner: Story = {
  parameters: { path: '/' },
  beforeEach: () => {
    const preferences = { essential: true, analytics: false, marketing: true }
    window.localStorage.setItem(consentStorageKey, JSON.stringify({ hasConsent: true, preferences, timestamp: 1 }))
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(lastConsentUpdate()).toMatchObject({ analytics_storage: 'denied', ad_storage: 'granted' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(canvas.queryByRole('region', { name: 'Cookies on this site' })).toBeNull()
  },
}

export const ResetAsksAgain: Story = {
  parameters: { path: '/', colorScheme: 'dark' },
  beforeEach: () => {
    const preferences = { essential: true, analytics: true, marketing: true }
    window.localStorage.setItem(consentStorageKey, JSON.stringify({ hasConsent: true, preferences, timestamp: 1 }))
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Cookies on this site' })).toBeNull()
    window.localStorage.removeItem(consentStorageKey)
    window.dispatchEvent(new CustomEvent('consent-updated', { detail: null }))
    await expect(await canvas.findByRole('region', { name: 'Cookies on this site' })).toBeVisible()
    await expect(lastConsentUpdate()).toMatchObject({ analytics_storage: 'denied' })
  },
}
