import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import posterUrl from '../../../../../tests/fixtures/sample-poster.jpg?url'
import clipUrl from '../../../../../tests/fixtures/sample.webm?url'
import { showcaseTiles } from '~/content/home/media'
import type { StoredVideo } from '../../api/videos'
import { VideoTile } from './VideoTile'

const [helicopter, balloon, demo] = showcaseTiles as [
  (typeof showcaseTiles)[number],
  (typeof showcaseTiles)[number],
  (typeof showcaseTiles)[number],
]

const clip: StoredVideo = {
  id: 'v1',
  name: 'Helicopter jump',
  fileName: 'helicopter_k3j9x2a1b0.webm',
  publicUrl: clipUrl,
  posterUrl,
  posterSrcSet: `${posterUrl} 320w`,
  durationSeconds: 75,
  createdAt: '2026-11-01 10:00:00.000Z',
}

const meta = {
  title: 'Media showcase/VideoTile',
  component: VideoTile,
  args: { tile: helicopter, state: 'uploaded', video: clip, onPlay: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}>{Story()}</div>],
  beforeEach: () => setSiteFactsForTesting(exampleSiteFacts),
} satisfies Meta<typeof VideoTile>
export default meta
type Story = StoryObj<typeof meta>

/** An uploaded clip: poster, duration, and a button that opens the player. */
export const Uploaded: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: /^Play video: Helicopter jump, Duration 1:15/ })
    await expect(canvas.getByText('1:15')).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded'))
    await userEvent.click(button)
    await expect(args.onPlay).toHaveBeenCalledWith(clip)
  },
}

export const UploadedWithoutPoster: Story = {
  args: { video: { ...clip, posterUrl: undefined, posterSrcSet: undefined, durationSeconds: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play video: Helicopter jump' })).toBeVisible()
    await expect(canvas.queryByText(/\d:\d\d/)).toBeNull()
  },
}

/** The poster fails: the tile keeps its pictogram and says so; the clip still plays. */
export const PosterError: Story = {
  args: { video: { ...clip, posterUrl: '/missing-poster.jpg', posterSrcSet: undefined } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Image unavailable')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /^Play video: Helicopter jump/ })).toBeEnabled()
  },
}

/** No clip for this tile: the social page's videos, in a new tab. */
export const NotUploaded: Story = {
  args: { tile: balloon, state: 'social', video: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Watch on Instagram: Hot air balloon jump (opens in a new tab)' })
    await expect(link).toHaveAttribute('href', 'https://www.instagram.com/paraproskydiving/reels/')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  },
}

/** No clip and no Instagram profile set by staff: the tile shows the jump, with nothing to open. */
export const NotUploadedAndNoInstagramSet: Story = {
  beforeEach: () => setSiteFactsForTesting({}),
  args: { tile: balloon, state: 'social', video: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hot air balloon jump' })).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** The video list is on its way: the tile waits. */
export const Loading: Story = {
  args: { tile: demo, state: 'loading', video: undefined },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Demonstration jump: Loading videos…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** Before the list is asked for (and in the prerendered page) the tile is a plain link that works without script. */
export const Idle: Story = {
  args: { tile: demo, state: 'idle', video: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Watch on Instagram: Demonstration jump/ })).toBeVisible()
  },
}

export const DutchUploaded: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Video afspelen: Helikoptersprong/ })).toBeVisible()
  },
}

export const DutchNotUploaded: Story = {
  args: { tile: balloon, state: 'social', video: undefined },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Bekijk op Instagram: Luchtballonsprong/ })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

export const DarkNotUploaded: Story = {
  args: { tile: balloon, state: 'social', video: undefined },
  parameters: { colorScheme: 'dark' },
}
