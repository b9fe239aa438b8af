import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CookiePreferences } from './CookiePreferences'

const meta = {
  title: 'Consent/CookiePreferences',
  component: CookiePreferences,
  args: { opened: true, onClose: fn(), onSave: fn(), initial: { analytics: false, marketing: false } },
} satisfies Meta<typeof CookiePreferences>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvasElement, args }) => {
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookie preferences' })
    await userEvent.click(within(panel).getByRole('switch', { name: /^Marketing cookies/ }))
    await userEvent.click(within(panel).getByRole('button', { name: 'Save preferences' }))
    await expect(args.onSave).toHaveBeenCalledWith({ analytics: false, marketing: true })
  },
}

export const BothOn: Story = {
  args: { initial: { analytics: true, marketing: true } },
  parameters: { path: '/' },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookie preferences' })
    await expect(within(panel).getByRole('switch', { name: /^Analytics cookies/ })).toBeChecked()
    await expect(within(panel).getByRole('switch', { name: /^Marketing cookies/ })).toBeChecked()
  },
}

/** The essential switch cannot be changed, and it looks on: the track has the colour of a switch that is on. */
export const EssentialLooksOn: Story = {
  args: { initial: { analytics: true, marketing: false } },
  parameters: { path: '/' },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookie preferences' })
    const track = (name: RegExp) => within(panel).getByRole('switch', { name }).closest('.mantine-Switch-body')!.querySelector('.mantine-Switch-track')!
    const background = (name: RegExp) => getComputedStyle(track(name)).backgroundColor
    const essential = within(panel).getByRole('switch', { name: /^Essential cookies/ })
    await expect(essential).toBeChecked()
    await expect(essential).toBeDisabled()
    await expect(background(/^Essential cookies/)).toBe(background(/^Analytics cookies/))
    await expect(background(/^Essential cookies/)).not.toBe(background(/^Marketing cookies/))
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookievoorkeuren' })
    await expect(within(panel).getByRole('switch', { name: /^Noodzakelijke cookies \(altijd aan\)/ })).toBeChecked()
  },
}

export const Dark: Story = { parameters: { path: '/', colorScheme: 'dark' } }
