import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import type { StoryPost } from '../../api/blog-posts'
import { StoriesView } from './StoriesView'

const post = (id: string, title: string, featured = false): StoryPost => ({
  id,
  title,
  excerpt: `What happened at ${title.toLowerCase()}.`,
  category: 'Demonstrations',
  tags: ['stadium'],
  readTimeMinutes: 4,
  publishedAt: '2026-03-12 10:00:00.000Z',
  featured,
})

const serverPosts = [
  post('1', 'Opening night'),
  post('2', 'Season finale', true),
  post('3', 'A windy Saturday'),
  post('4', 'New canopies'),
  post('5', 'Fifth post'),
]

const meta = {
  title: 'Stories/StoriesSection',
  component: StoriesView,
  args: { status: 'success', posts: serverPosts, onRetry: fn() },
  beforeEach: () => setSiteFactsForTesting(exampleSiteFacts),
} satisfies Meta<typeof StoriesView>
export default meta
type Story = StoryObj<typeof meta>

export const FromServer: Story = {
  play: async ({ canvas }) => {
    const articles = canvas.getAllByRole('article') as [HTMLElement, ...HTMLElement[]]
    await expect(articles).toHaveLength(4)
    await expect(within(articles[0]).getByRole('heading')).toHaveTextContent('Season finale')
    await expect(within(articles[0]).getByText('Featured')).toBeVisible()
    await expect(canvas.queryByText('Fifth post')).toBeNull()
    await expect(within(articles[0]).getByText(/12 March 2026/)).toBeVisible()
    const instagram = canvas.getByRole('link', { name: /Follow us on Instagram/ })
    await expect(instagram).toHaveAttribute('target', '_blank')
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/paraproskydiving')
  },
}

/** Staff have set no Instagram profile: no link to follow. */
export const NoInstagramSet: Story = {
  beforeEach: () => setSiteFactsForTesting({ email: 'hello@example.nl' }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4)
    await expect(canvas.queryByRole('link', { name: /Instagram/ })).toBeNull()
  },
}

/** The server returned no posts: the four built-in posts, the first featured. */
export const Fallback: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    const articles = canvas.getAllByRole('article') as [HTMLElement, ...HTMLElement[]]
    await expect(articles).toHaveLength(4)
    await expect(within(articles[0]).getByRole('heading')).toHaveTextContent('Your first tandem jump, step by step')
  },
}

export const DutchFallback: Story = {
  args: { posts: [] },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Verhalen' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Volg ons op Instagram/ })).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(4)
  },
}

export const Loading: Story = {
  args: { status: 'pending', posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading stories')
  },
}

export const Failed: Story = {
  args: { status: 'error', posts: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('The latest stories could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Dark: Story = { args: { posts: [] }, parameters: { colorScheme: 'dark' } }
