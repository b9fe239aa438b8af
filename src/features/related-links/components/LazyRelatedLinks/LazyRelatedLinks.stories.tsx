import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LazyRelatedLinks, preloadRelatedLinks } from './LazyRelatedLinks'

/**
 * The related links as every page renders them: the strip's code comes after the page's start-up.
 * A story renders on the client, where the strip is not prerendered, so it appears once its code is there.
 */
const meta = {
  title: 'Related links/LazyRelatedLinks',
  component: LazyRelatedLinks,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LazyRelatedLinks>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/services/tandem-jumps' },
  play: async ({ canvas }) => {
    const strip = await canvas.findByRole('navigation', { name: 'Related:' })
    await expect(strip).toHaveAttribute('id', 'related-links')
  },
}

export const DutchPreloaded: Story = {
  loaders: [() => preloadRelatedLinks()],
  parameters: { path: '/nl/parachutespringen-utrecht' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Gerelateerd:' })).toBeVisible()
  },
}
