import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PartnersView } from './PartnersView'

const meta = {
  title: 'Partners/PartnersSection',
  component: PartnersView,
  args: { partners: [], autoplay: false },
} satisfies Meta<typeof PartnersView>
export default meta
type Story = StoryObj<typeof meta>

/** No partners in the backend: the eleven partners by kind, at most 8 on home. */
export const FallbackOnHome: Story = {
  args: { limit: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(8)
    await expect(canvas.getByRole('heading', { name: 'A Dutch premier-league football club', level: 3 })).toBeInTheDocument()
    await expect(canvas.getByRole('heading', { name: 'Who we work for' })).toBeVisible()
    await expect(canvas.queryByRole('blockquote')).toBeNull()
  },
}

export const FallbackAll: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(11)
    const next = canvas.getByRole('button', { name: 'Next partners' })
    await expect(next).toHaveAttribute('aria-disabled', 'false')
    await userEvent.click(next)
  },
}

export const FromServer: Story = {
  args: {
    partners: [
      {
        id: 'p1',
        name: 'Example Ballooning',
        industry: 'Ballooning',
        description: 'Balloon flights for our jumps.',
        emoji: '🎈',
        url: 'https://example.org',
      },
    ],
    reviews: {
      average: 4.5,
      count: 2,
      newest: [
        { id: 'r1', author: 'Sanne V.', rating: 5, body: 'An unforgettable first jump.', date: '2026-10-12', source: 'Google' },
        { id: 'r2', author: 'Mark D.', rating: 4, body: 'Well organised from start to finish.', date: '', source: '' },
      ],
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await expect(within(card).getByRole('link', { name: /Visit website/ })).toHaveAttribute('target', '_blank')
    await expect(canvas.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
    await expect(canvas.getByText('An unforgettable first jump.')).toBeVisible()
    await expect(canvas.getByText('4.5 out of 5, from 2 reviews')).toBeVisible()
  },
}

export const Dutch: Story = {
  args: { limit: 8 },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Onze partners' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Volgende partners' })).toBeVisible()
  },
}

export const Dark: Story = { args: { limit: 8 }, parameters: { colorScheme: 'dark' } }
