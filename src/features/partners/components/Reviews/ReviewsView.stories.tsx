import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ReviewsView } from './ReviewsView'

const meta = {
  title: 'Partners/ReviewsView',
  component: ReviewsView,
  args: {
    summary: {
      average: 4.7,
      count: 6,
      newest: [
        {
          id: 'r1',
          author: 'Sanne V.',
          rating: 5,
          body: 'An unforgettable first jump. The instructor put me at ease from the first minute.',
          date: '2026-10-12',
          source: 'Google',
        },
        { id: 'r2', author: 'Mark D.', rating: 4, body: 'Well organised from start to finish.', date: '2026-09-03', source: '' },
        { id: 'r3', author: 'Eva K.', rating: 5, body: '', date: '', source: '' },
      ],
    },
  },
} satisfies Meta<typeof ReviewsView>
export default meta
type Story = StoryObj<typeof meta>

/** The average of every review, how many, and the newest three; a review may be a rating only. */
export const Newest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.7 out of 5, from 6 reviews')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible()
    const reviews = canvas.getAllByRole('figure')
    await expect(reviews).toHaveLength(3)
    await expect(within(reviews[0]!).getByText('· 12 October 2026 on Google')).toBeVisible()
    await expect(within(reviews[2]!).queryByRole('blockquote')).toBeNull()
    await expect(within(reviews[2]!).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl', path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4,7 van 5, op basis van 6 beoordelingen')).toBeVisible()
    await expect(canvas.getByText('· 12 oktober 2026 op Google')).toBeVisible()
  },
}

export const OneReview: Story = {
  args: {
    summary: { average: 5, count: 1, newest: [{ id: 'r1', author: 'Sanne V.', rating: 5, body: 'Top!', date: '', source: 'Google' }] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5.0 out of 5, from 1 review')).toBeVisible()
    await expect(canvas.getByText('· Google')).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
