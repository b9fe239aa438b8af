import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SearchResults } from './SearchResults'

const results = [
  {
    id: '/services/tandem-jumps',
    kind: 'service' as const,
    path: '/services/tandem-jumps',
    title: 'Tandem skydive: your first freefall with an instructor',
    snippet: 'A tandem jump strapped to an experienced instructor: safety briefing, equipment check, the freefall and a safe landing.',
  },
  {
    id: '/tandem-jumps-netherlands',
    kind: 'landing' as const,
    path: '/tandem-jumps-netherlands',
    title: 'Tandem jumps in the Netherlands',
    snippet: 'Make a tandem skydive with an experienced instructor: from an aircraft, helicopter or hot air balloon.',
  },
]

const meta = {
  title: 'Search/SearchResults',
  component: SearchResults,
  parameters: { layout: 'padded', path: '/search' },
  args: { query: 'tandem', state: { status: 'done', results } },
} satisfies Meta<typeof SearchResults>
export default meta
type Story = StoryObj<typeof meta>

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2 pages found for “tandem”.')
    const list = canvas.getByRole('list', { name: 'Search results' })
    await expect(list.querySelectorAll('li')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'Tandem jumps in the Netherlands' })).toHaveAttribute('href', '/tandem-jumps-netherlands')
  },
}

export const OneResult: Story = {
  args: { state: { status: 'done', results: results.slice(0, 1) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 page found for “tandem”.')
  },
}

export const EmptyQuery: Story = {
  args: { query: '', state: { status: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Popular pages' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Tandem jumps' })).toHaveAttribute('href', '/services/tandem-jumps')
  },
}

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…')
  },
}

export const NoResults: Story = {
  args: { query: 'submarine', state: { status: 'done', results: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No pages found for “submarine”.')
    await expect(canvas.getAllByRole('link', { name: 'Frequently asked questions' })[0]).toHaveAttribute('href', '/faq')
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  },
}

export const LoadFailed: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The search could not be loaded.')
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/zoeken' },
  args: {
    query: 'luchtballon',
    state: {
      status: 'done',
      results: [
        {
          id: '/nl/services/hot-air-balloon',
          kind: 'service',
          path: '/nl/services/hot-air-balloon',
          title: 'Luchtballonsprong: vrije val vanuit de stilte',
          snippet: 'Spring uit een luchtballon tussen april en oktober.',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 pagina gevonden voor ‘luchtballon’.')
    await expect(canvas.getByRole('link', { name: /Luchtballonsprong/ })).toHaveAttribute('href', '/nl/services/hot-air-balloon')
  },
}

export const DutchEmpty: Story = {
  parameters: { path: '/nl/zoeken' },
  args: { query: '', state: { status: 'idle' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Veelgestelde vragen' })).toHaveAttribute('href', '/nl/faq')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
