import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RelatedLinks } from './RelatedLinks'

const meta = {
  title: 'Related links/RelatedLinks',
  component: RelatedLinks,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RelatedLinks>
export default meta
type Story = StoryObj<typeof meta>

function hrefs(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('nav a')].map((link) => link.getAttribute('href') ?? '')
}

export const ServicePage: Story = {
  parameters: { path: '/services/tandem-jumps' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Related:' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Helicopter jumps' })).toHaveAttribute('href', '/services/helicopter-jumps')
    const links = hrefs(canvasElement)
    await expect(links).not.toContain('/services/tandem-jumps')
    await expect(new Set(links).size).toBe(links.length)
  },
}

export const DutchCityPage: Story = {
  parameters: { path: '/nl/parachutespringen-utrecht' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Gerelateerd:' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Parachutespringen bij Amsterdam' })).toHaveAttribute('href', '/nl/parachutespringen-amsterdam')
    await expect(hrefs(canvasElement).every((href) => href.startsWith('/nl/'))).toBe(true)
  },
}

export const DutchHome: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvasElement }) => {
    const links = hrefs(canvasElement)
    await expect(links.length).toBeGreaterThanOrEqual(4)
    await expect(links).not.toContain('/nl')
  },
}

/** Pages such as search have no strip. */
export const NoStrip: Story = {
  parameters: { path: '/search' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull()
  },
}

export const Dark: Story = { parameters: { path: '/hot-air-balloon-jumps', colorScheme: 'dark' } }
