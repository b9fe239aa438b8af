import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '@mantine/core'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import posterUrl from '../../../tests/fixtures/sample-poster.jpg?url'
import clipUrl from '../../../tests/fixtures/sample.webm?url'
import { VideoPlayerModal, type VideoPlayerModalProps } from './VideoPlayer'

// The modal renders in a portal, outside the story's canvas.
const dialog = () => screen.findByRole('dialog')
const player = () => document.querySelector<HTMLElement>('[data-player-state]')!
const video = () => document.querySelector('video')!
const reaches = (state: string) =>
  waitFor(() => expect(player()).toHaveAttribute('data-player-state', state), { timeout: 5000 })

const meta = {
  title: 'Shared/VideoPlayerModal',
  component: VideoPlayerModal,
  args: { opened: true, onClose: fn(), title: 'Helicopter jump', src: clipUrl, poster: posterUrl },
} satisfies Meta<typeof VideoPlayerModal>
export default meta
type Story = StoryObj<typeof meta>

/** Opening autoplays the clip (muted if the browser refuses sound). */
export const Playing: Story = {
  play: async () => {
    await expect(await dialog()).toHaveAccessibleName('Helicopter jump')
    await reaches('playing')
    await expect(screen.getByRole('status')).toHaveTextContent('Playing')
    await expect(video()).toHaveAttribute('controls')
  },
}

export const Paused: Story = {
  play: async () => {
    await reaches('playing')
    video().pause()
    await reaches('paused')
    await expect(screen.getByRole('status')).toHaveTextContent('Paused')
  },
}

/** At the end the player offers to play the clip again. */
export const Ended: Story = {
  play: async () => {
    await reaches('playing')
    video().currentTime = Math.max(0, video().duration - 0.2)
    await reaches('ended')
    await expect(screen.getByRole('status')).toHaveTextContent('Finished')
    await userEvent.click(screen.getByRole('button', { name: 'Play again' }))
    await reaches('playing')
  },
}

/** A source that never delivers data stays in loading, with the spinner and the text. */
export const Loading: Story = {
  render: function LoadingPlayer(args) {
    // An open MediaSource that is never fed: the video waits forever.
    const [src] = useState(() => URL.createObjectURL(new MediaSource()))
    return <VideoPlayerModal {...args} src={src} />
  },
  play: async () => {
    await dialog()
    await expect(player()).toHaveAttribute('data-player-state', 'loading')
    await expect(screen.getByRole('status')).toHaveTextContent('Loading video…')
    await expect(player().querySelector('.mantine-Loader-root')).toBeInTheDocument()
  },
}

/** A clip that cannot be loaded: the message and a retry that loads it again. */
export const LoadError: Story = {
  args: { src: '/missing-clip.webm' },
  play: async () => {
    await reaches('error')
    const alert = screen.getByRole('alert')
    await expect(alert).toHaveTextContent('Video not available')
    await expect(alert).toHaveTextContent('This video is currently being processed or unavailable.')

    let loads = 0
    video().addEventListener('loadstart', () => (loads += 1))
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(loads).toBe(1))
    await reaches('error')
  },
}

export const CloseButton: Story = {
  play: async ({ args }) => {
    await dialog()
    await userEvent.click(screen.getByRole('button', { name: 'Close video' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** Escape closes the player and focus goes back to the button that opened it. */
export const EscapeReturnsFocus: Story = {
  args: { opened: false },
  render: function WithOpener(args: VideoPlayerModalProps) {
    const [opened, setOpened] = useState(false)
    return (
      <div style={{ padding: 16 }}>
        <Button onClick={() => setOpened(true)}>Open the helicopter clip</Button>
        <VideoPlayerModal {...args} opened={opened} onClose={() => setOpened(false)} />
      </div>
    )
  },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open the helicopter clip' })
    await userEvent.click(opener)
    await dialog()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(opener).toHaveFocus())
  },
}

export const DutchPlaying: Story = {
  parameters: { locale: 'nl' },
  play: async () => {
    await reaches('playing')
    await expect(screen.getByRole('status')).toHaveTextContent('Wordt afgespeeld')
    await expect(screen.getByRole('button', { name: 'Video sluiten' })).toBeVisible()
  },
}

export const DutchError: Story = {
  args: { src: '/missing-clip.webm' },
  parameters: { locale: 'nl' },
  play: async () => {
    await reaches('error')
    await expect(screen.getByRole('alert')).toHaveTextContent('Video niet beschikbaar')
  },
}

export const Dark: Story = {
  parameters: { colorScheme: 'dark' },
  play: async () => {
    await reaches('playing')
  },
}
