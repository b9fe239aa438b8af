import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HeaderInstagramLink } from './HeaderInstagramLink'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'

const instagramLabel = { en: 'Follow us on Instagram (opens in a new tab)', nl: /Instagram/ }
const linkIn = (element: HTMLElement) => element.querySelector('a[href*="instagram.com"]')

// The link is shown from 1408 px (Mantine's xl): these stories are best viewed wide.
const meta = {
  title: 'Shell/SiteHeader/HeaderInstagramLink',
  component: HeaderInstagramLink,
  beforeEach: () => setSiteFactsForTesting(exampleSiteFacts),
} satisfies Meta<typeof HeaderInstagramLink>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(linkIn(canvasElement)).toHaveAttribute('href', exampleSiteFacts.social!.instagram!)
    await expect(linkIn(canvasElement)).toHaveAttribute('aria-label', instagramLabel.en)
    await expect(linkIn(canvasElement)).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(linkIn(canvasElement)?.getAttribute('aria-label')).toMatch(instagramLabel.nl)
    await expect(linkIn(canvasElement)?.getAttribute('aria-label')).not.toBe(instagramLabel.en)
  },
}

export const Dark: Story = {
  parameters: { locale: 'en', colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(linkIn(canvasElement)).not.toBeNull()
  },
}

/** Until the business details arrive, or when staff have set no profile: nothing is rendered. */
export const NoInstagramSet: Story = {
  beforeEach: () => setSiteFactsForTesting({}),
  parameters: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(linkIn(canvasElement)).toBeNull()
  },
}
