import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import posterUrl from '../../../../../tests/fixtures/sample-poster.jpg?url'
import clipUrl from '../../../../../tests/fixtures/sample.webm?url'
import { HeroVideo } from './HeroVideo'

/** The hero's photo box, as the home page has it, with the video put into it. */
function InHero() {
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  return (
    <section style={{ position: 'relative', width: 480, height: 270, background: '#061c42' }}>
      <div ref={setBox} style={{ position: 'absolute', inset: 0 }}>
        <img src={posterUrl} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </div>
      {box && <HeroVideo video={{ src: clipUrl, type: 'video/webm' }} poster={posterUrl} mediaBox={box} />}
    </section>
  )
}

const meta = {
  title: 'Home/HeroVideo',
  component: InHero,
} satisfies Meta<typeof InHero>
export default meta
type Story = StoryObj<typeof meta>

/** The loop fades in once it plays; its button pauses and resumes it. */
export const Playing: Story = {
  play: async ({ canvas, canvasElement }) => {
    const video = canvasElement.querySelector('video')!
    await waitFor(() => expect(video).toHaveAttribute('data-playing'), { timeout: 5000 })
    await expect(video).toHaveAttribute('aria-hidden', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the video' }))
    await expect(video.paused).toBe(true)
    await userEvent.click(canvas.getByRole('button', { name: 'Play the video' }))
    await waitFor(() => expect(video.paused).toBe(false))
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Video pauzeren' }, { timeout: 5000 })).toBeVisible()
  },
}
