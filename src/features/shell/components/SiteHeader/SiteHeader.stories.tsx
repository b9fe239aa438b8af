import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SiteHeader } from './SiteHeader'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'

const meta = { title: 'Shell/SiteHeader', component: SiteHeader, beforeEach: () => setSiteFactsForTesting(exampleSiteFacts) } satisfies Meta<typeof SiteHeader>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about')
    await expect(within(nav).getByRole('link', { name: /Weather/ })).toHaveAttribute('href', '/weather')
    await expect(canvas.getByRole('link', { name: 'Search this site' })).toHaveAttribute('href', '/search')
    // Shown from 1408 px (Mantine's xl); narrower, the full menu needs the room.
    await expect(canvasElement.querySelector('a[aria-label="Follow us on Instagram (opens in a new tab)"]')).toHaveAttribute('href', exampleSiteFacts.social!.instagram!)
  },
}

/** Staff have set no Instagram profile: no Instagram link in the header. */
export const NoInstagramSet: Story = {
  beforeEach: () => setSiteFactsForTesting({}),
  parameters: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Search this site' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Instagram/ })).toBeNull()
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Hoofdmenu' })
    await expect(within(nav).getByRole('link', { name: 'Over ons' })).toHaveAttribute('href', '/nl#about')
    await expect(within(nav).getByRole('link', { name: /Weer/ })).toHaveAttribute('href', '/nl/weer')
    await expect(canvas.getByRole('link', { name: 'Zoeken op deze site' })).toHaveAttribute('href', '/nl/zoeken')
  },
}

export const Dark: Story = { parameters: { locale: 'en', colorScheme: 'dark' } }

export const MobileMenu: Story = {
  parameters: { locale: 'en', viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    // The drawer's code loads on the first tap: allow for the chunk request.
    const mobileNav = await canvas.findByRole('navigation', { name: 'Mobile' }, { timeout: 10_000 })
    await expect(within(mobileNav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact')
  },
}
