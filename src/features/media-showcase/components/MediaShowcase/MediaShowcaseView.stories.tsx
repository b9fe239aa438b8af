import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import posterUrl from '../../../../../tests/fixtures/sample-poster.jpg?url'
import clipUrl from '../../../../../tests/fixtures/sample.webm?url'
import type { StoredVideo } from '../../api/videos'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import { MediaShowcaseView } from './MediaShowcaseView'

const videos: StoredVideo[] = [
  {
    id: 'v2',
    name: 'Opening ceremony',
    fileName: 'DEMO_stadium_k3j9x2a1b0.webm',
    publicUrl: clipUrl,
    posterUrl,
    durationSeconds: 4,
    createdAt: '2026-11-02 10:00:00.000Z',
  },
  {
    id: 'v1',
    name: 'Helicopter',
    fileName: 'clip_p0o9i8u7y6.webm',
    publicUrl: clipUrl,
    createdAt: '2026-11-01 10:00:00.000Z',
  },
]

const tile = (canvasElement: HTMLElement, key: string) => canvasElement.querySelector<HTMLElement>(`[data-tile="${key}"]`)!

const meta = {
  title: 'Media showcase/MediaShowcaseView',
  component: MediaShowcaseView,
  args: { status: 'success', videos, onRetry: fn() },
  // The Instagram links need the profile staff set in the business details.
  beforeEach: () => {
    setSiteFactsForTesting(exampleSiteFacts)
    return () => setSiteFactsForTesting(undefined)
  },
} satisfies Meta<typeof MediaShowcaseView>
export default meta
type Story = StoryObj<typeof meta>

/** Two clips uploaded: helicopter and demo play here, the balloon tile opens the social page. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'Media and video' })
    await expect(section).toHaveAttribute('id', 'media-showcase')
    await expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Photo',
      'Video',
      'Aerial photography',
      'Live streaming',
      'Sample videos',
      'Plan your production',
    ])
    const samples = canvasElement.querySelector<HTMLElement>('#video-samples')!
    await expect(within(samples).getAllByRole('article')).toHaveLength(3)
    await expect(tile(canvasElement, 'helicopter')).toHaveAttribute('data-state', 'uploaded')
    await expect(tile(canvasElement, 'balloon')).toHaveAttribute('data-state', 'social')
    await expect(tile(canvasElement, 'demo')).toHaveAttribute('data-state', 'uploaded')
    await expect(canvas.getByRole('link', { name: 'Request a media quote' })).toHaveAttribute('href', '/#contact')
    await expect(canvas.getByRole('link', { name: 'More about media production' })).toHaveAttribute(
      'href',
      '/services/media-production',
    )
  },
}

/** A tile with a clip opens the player, which autoplays; closing gives focus back to the tile. */
export const PlaysInTheModal: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /^Play video: Demonstration jump/ })
    await userEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Demonstration jump' })
    await waitFor(
      () => expect(dialog.querySelector('[data-player-state]')).toHaveAttribute('data-player-state', 'playing'),
      { timeout: 5000 },
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close video' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
  },
}

/** Before the section is in view (and in the prerendered page) every tile links to the social page. */
export const Idle: Story = {
  args: { status: 'idle', videos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^Watch on Instagram/ })).toHaveLength(3)
  },
}

export const Loading: Story = {
  args: { status: 'loading', videos: [] },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button', { name: /Loading videos…$/ })) await expect(button).toBeDisabled()
  },
}

/** The list failed: a message with a retry, and the tiles fall back to the social page. */
export const ListError: Story = {
  args: { status: 'error', videos: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Failed to load videos')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: /^Watch on Instagram/ })).toHaveLength(3)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Media en video' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Vraag een offerte voor media aan' })).toHaveAttribute('href', '/nl#contact')
    await expect(canvas.getByRole('button', { name: /^Video afspelen: Helikoptersprong/ })).toBeVisible()
  },
}

export const DutchListError: Story = {
  args: { status: 'error', videos: [] },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Kon video's niet laden")).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

export const DarkListError: Story = { args: { status: 'error', videos: [] }, parameters: { colorScheme: 'dark' } }

/** As home shows it (decision 030): the sample videos and the call to action, no service cards. */
export const Summary: Story = {
  args: { summary: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sample videos' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Aerial photography' })).toBeNull()
    await expect(canvas.getByRole('link', { name: /media production/i })).toHaveAttribute('href', '/services/media-production')
  },
}

export const SummaryDutch: Story = {
  args: { summary: true },
  parameters: { locale: 'nl', path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /mediaproductie/i })).toHaveAttribute('href', '/nl/services/media-production')
  },
}
