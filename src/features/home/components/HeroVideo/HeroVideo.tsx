import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { SitePhoto } from '~/lib/media/site-photos'
import classes from './HeroVideo.module.css'

const labels = { pause: msg`Pause the video`, play: msg`Play the video` }

export interface HeroVideoProps {
  video: NonNullable<SitePhoto['video']>
  /** The hero photo, shown until the video plays. */
  poster: string
  /** Where the video goes: the hero's photo box, under the same shade that keeps the text readable. */
  mediaBox: Element
}

/**
 * The hero's silent loop (decision 034): it fades in over the photo once it plays, and a button
 * pauses and resumes it (WCAG 2.2.2: moving content that starts by itself can be stopped).
 */
export function HeroVideo({ video, poster, mediaBox }: HeroVideoProps) {
  const { i18n } = useLingui()
  const videoRef = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const [paused, setPaused] = useState(false)
  const toggle = () => {
    const element = videoRef.current
    if (!element) return
    if (element.paused) void element.play().catch(() => undefined)
    else element.pause()
  }
  return (
    <>
      {createPortal(
        <video
          ref={videoRef}
          className={classes.video}
          data-playing={playing || undefined}
          src={video.src}
          poster={poster}
          muted
          loop
          playsInline
          autoPlay
          aria-hidden
          onPlaying={() => setPlaying(true)}
          onPause={() => setPaused(true)}
          onPlay={() => setPaused(false)}
        />,
        mediaBox,
      )}
      {playing && (
        <button type="button" className={classes.toggle} onClick={toggle} aria-label={i18n._(paused ? labels.play : labels.pause)}>
          {paused ? <IconPlayerPlayFilled size={18} aria-hidden /> : <IconPlayerPauseFilled size={18} aria-hidden />}
        </button>
      )}
    </>
  )
}
