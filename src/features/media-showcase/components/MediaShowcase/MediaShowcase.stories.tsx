import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { expect, waitFor } from 'storybook/test'
import { createQueryClient } from '~/lib/query/query-client'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import { MediaShowcase } from './MediaShowcase'

/**
 * The container with its data: the list request is answered by a stand-in for
 * PocketBase's `fetch`, so the stories count the requests the section makes.
 */
const listRequests: string[] = []
let answer: 'list' | 'failure' = 'list'

const list = {
  page: 1,
  perPage: 100,
  totalItems: 1,
  totalPages: 1,
  items: [
    {
      id: 'abc123def456ghi',
      collectionId: 'pbc_videos',
      collectionName: 'videos',
      name: 'Luchtballon boven Apeldoorn',
      video: 'luchtballon_k3j9x2a1b0.webm',
      poster: '',
      duration_seconds: 42,
      created: '2026-11-01 10:00:00.000Z',
      updated: '2026-11-01 10:00:00.000Z',
    },
  ],
}

function standInFetch(original: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    if (!url.pathname.startsWith('/api/collections/videos/records')) return original(input, init)
    listRequests.push(url.pathname + url.search)
    return Promise.resolve(
      answer === 'list'
        ? Response.json(list)
        : Response.json({ status: 500, message: 'Something went wrong.', data: {} }, { status: 500 }),
    )
  }
}

function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const fresh = createQueryClient()
    fresh.setDefaultOptions({ queries: { ...fresh.getDefaultOptions().queries, retry: false } })
    return fresh
  })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

const meta = {
  title: 'Media showcase/MediaShowcase',
  component: MediaShowcase,
  beforeEach: () => {
    listRequests.length = 0
    answer = 'list'
    const original = window.fetch
    window.fetch = standInFetch(original)
    // The Instagram links need the profile staff set in the business details.
    setSiteFactsForTesting(exampleSiteFacts)
    return () => {
      window.fetch = original
      setSiteFactsForTesting(undefined)
    }
  },
  decorators: [
    // A fresh cache per story, without retry delays, and the section below the fold.
    (Story) => (
      <FreshQueryClient>
        <div data-testid="above-the-fold" style={{ height: '150vh' }} />
        <Story />
        <div style={{ height: '150vh' }} />
      </FreshQueryClient>
    ),
  ],
} satisfies Meta<typeof MediaShowcase>
export default meta
type Story = StoryObj<typeof meta>

const section = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('#media-showcase')!
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** No request until the section comes into view; one when it does; none on scrolling away and back. */
export const FetchesOnceInView: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pause(300)
    await expect(listRequests).toHaveLength(0)
    await expect(canvasElement.querySelector('[data-tile="balloon"]')).toHaveAttribute('data-state', 'idle')

    section(canvasElement).scrollIntoView()
    await waitFor(() => expect(canvasElement.querySelector('[data-tile="balloon"]')).toHaveAttribute('data-state', 'uploaded'))
    await expect(listRequests).toHaveLength(1)
    await expect(listRequests[0]).toContain('sort=-created')
    await expect(canvas.getByRole('button', { name: /^Play video: Hot air balloon jump, Duration 0:42/ })).toBeVisible()
    await expect(canvasElement.querySelector('[data-tile="helicopter"]')).toHaveAttribute('data-state', 'social')

    canvas.getByTestId('above-the-fold').scrollIntoView()
    await pause(200)
    section(canvasElement).scrollIntoView()
    await pause(300)
    await expect(listRequests).toHaveLength(1)
  },
}

/** The list fails: the message shows, the tiles link to the social page, and a retry asks again. */
export const ListFails: Story = {
  play: async ({ canvas, canvasElement }) => {
    answer = 'failure'
    section(canvasElement).scrollIntoView()
    await expect(await canvas.findByText('Failed to load videos')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: /^Watch on Instagram/ })).toHaveLength(3)

    answer = 'list'
    canvas.getByRole('button', { name: 'Try again' }).click()
    await waitFor(() => expect(canvasElement.querySelector('[data-tile="balloon"]')).toHaveAttribute('data-state', 'uploaded'))
    await expect(listRequests).toHaveLength(2)
    await expect(canvas.queryByText('Failed to load videos')).toBeNull()
  },
}

export const DutchInView: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas, canvasElement }) => {
    section(canvasElement).scrollIntoView()
    await expect(await canvas.findByRole('button', { name: /^Video afspelen: Luchtballonsprong/ })).toBeVisible()
  },
}

export const DarkInView: Story = {
  parameters: { colorScheme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    section(canvasElement).scrollIntoView()
    await expect(await canvas.findByRole('button', { name: /^Play video: Hot air balloon jump/ })).toBeVisible()
  },
}
