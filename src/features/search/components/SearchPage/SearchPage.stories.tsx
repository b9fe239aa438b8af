import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { SearchPage } from './SearchPage'

const meta = {
  title: 'Search/SearchPage',
  component: SearchPage,
  parameters: { layout: 'fullscreen', path: '/search' },
  args: { query: '' },
} satisfies Meta<typeof SearchPage>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search')
    await expect(form).toHaveAttribute('method', 'get')
    await expect(form).toHaveAttribute('action', '/search')
    await expect(canvas.getByRole('searchbox', { name: 'Search this site' })).toHaveAttribute('name', 'q')
    await expect(canvas.getByRole('list', { name: 'Popular pages' })).toBeVisible()
  },
}

/** The real index of the English pages, loaded on demand. */
export const WithQuery: Story = {
  args: { query: 'tandem' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/pages found for “tandem”/), { timeout: 5000 })
    await expect(canvas.getByRole('searchbox')).toHaveValue('tandem')
    const first = canvas.getByRole('list', { name: 'Search results' }).querySelector('a')
    await expect(first).toHaveAttribute('href', '/services/tandem-jumps')
  },
}

export const DutchWithQuery: Story = {
  parameters: { path: '/nl/zoeken' },
  args: { query: 'luchtballon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toHaveAttribute('action', '/nl/zoeken')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/gevonden voor ‘luchtballon’/), { timeout: 5000 })
    const links = [...canvas.getByRole('list', { name: 'Zoekresultaten' }).querySelectorAll('a')]
    await expect(links.every((link) => link.getAttribute('href')?.startsWith('/nl'))).toBe(true)
  },
}

export const NoResults: Story = {
  args: { query: 'xylofoonquartz' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('No pages found for “xylofoonquartz”.'), { timeout: 5000 })
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' }, args: { query: 'helicopter' } }
