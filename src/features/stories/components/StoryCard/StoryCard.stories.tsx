import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StoryCard } from './StoryCard'

const meta = {
  title: 'Stories/StoryCard',
  component: StoryCard,
  parameters: { layout: 'padded' },
  args: {
    post: {
      id: 'p1',
      title: 'Preparing for your first tandem jump',
      excerpt: 'What to wear and what happens on the day.',
      category: 'Tandem jumps',
      tags: ['tandem', 'first jump'],
      readTimeMinutes: 5,
      publishedAt: '2026-05-02 09:00:00.000Z',
      featured: false,
    },
  },
} satisfies Meta<typeof StoryCard>
export default meta
type Story = StoryObj<typeof meta>

export const Regular: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Preparing for your first tandem jump' })).toBeVisible()
    await expect(canvas.queryByText('Featured')).toBeNull()
  },
}

export const FeaturedInDutch: Story = {
  args: { featured: true },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

/** A post with a page of its own: the title links to it, in the page's language. */
export const LinkedToItsPage: Story = {
  args: { post: { ...meta.args.post, slug: 'first-tandem-jump' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Preparing for your first tandem jump' })).toHaveAttribute('href', '/stories/first-tandem-jump')
  },
}

export const LinkedInDutch: Story = {
  args: { post: { ...meta.args.post, title: 'Voorbereiden op uw eerste tandemsprong', slug: 'first-tandem-jump' } },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voorbereiden op uw eerste tandemsprong' })).toHaveAttribute('href', '/nl/verhalen/first-tandem-jump')
  },
}
