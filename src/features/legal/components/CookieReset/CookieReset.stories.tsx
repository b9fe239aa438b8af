import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { CookieReset } from './CookieReset'

const meta = { title: 'Legal/CookieReset', component: CookieReset } satisfies Meta<typeof CookieReset>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/privacy' },
  play: async ({ canvas }) => {
    localStorage.setItem('cookieConsent', JSON.stringify({ hasConsent: true }))
    const events: unknown[] = []
    const listener = (event: Event) => events.push((event as CustomEvent).detail)
    window.addEventListener('consent-updated', listener)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset cookie preferences' }))
    window.removeEventListener('consent-updated', listener)
    await expect(localStorage.getItem('cookieConsent')).toBeNull()
    await expect(events).toEqual([null])
    await expect(canvas.getByRole('status')).toHaveTextContent('have been reset')
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/privacy' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cookievoorkeuren opnieuw instellen' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('zijn gewist')
  },
}

export const Dark: Story = { parameters: { path: '/privacy', colorScheme: 'dark' } }
