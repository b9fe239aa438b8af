import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { ReviewRecord } from '../../api/reviews'
import { ReviewsSection } from './ReviewsSection'

const record = (id: string, author: string, rating: number, date: string): ReviewRecord => ({
  id,
  author,
  rating,
  body_en: `${author} loved the jump.`,
  body_nl: `${author} vond de sprong geweldig.`,
  date_published: `${date} 12:00:00.000Z`,
  source: '',
})

/** The section reads the published reviews through the query cache: stories put them there. */
function withReviews(records: ReviewRecord[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
  client.setQueryData(['reviews', 'published'], records)
  return (Story: () => React.JSX.Element) => (
    <QueryClientProvider client={client}>
      <Story />
    </QueryClientProvider>
  )
}

const meta = { title: 'Partners/ReviewsSection', component: ReviewsSection } satisfies Meta<typeof ReviewsSection>
export default meta
type Story = StoryObj<typeof meta>

/** As /about shows it: the average of all, and the newest three. */
export const OnAbout: Story = {
  parameters: { path: '/about' },
  decorators: [withReviews([record('r1', 'Emma J.', 5, '2026-06-09'), record('r2', 'Sanne V.', 5, '2026-05-18'), record('r3', 'Ruben H.', 4, '2026-05-03'), record('r4', 'Thomas B.', 4, '2026-04-22')])],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What clients say' })).toBeVisible()
    await expect(canvas.getByText('4.5 out of 5, from 4 reviews')).toBeVisible()
    await expect(canvas.getAllByRole('figure')).toHaveLength(3)
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/over-ons' },
  decorators: [withReviews([record('r1', 'Emma J.', 5, '2026-06-09')])],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Emma J. vond de sprong geweldig.')).toBeVisible()
    await expect(canvas.getByText('5,0 van 5, op basis van 1 beoordeling')).toBeVisible()
  },
}

/** No published review: nothing is said, only the anchor the lazy section watches is there. */
export const NoReviews: Story = {
  parameters: { path: '/about' },
  decorators: [withReviews([])],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#reviews')).not.toBeNull()
    await expect(canvasElement.querySelector('h2')).toBeNull()
  },
}
