import '@mantine/core/styles/Modal.css'
import { useLingui } from '@lingui/react/macro'
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import { IconPlayerPlay, IconRefresh, IconVideoOff } from '@tabler/icons-react'
import { useCallback, useEffect, useReducer, useRef, type SyntheticEvent } from 'react'
import { initialPlayerState, nextPlayerState, type PlayerState } from './player-state'
import classes from './VideoPlayer.module.css'

export interface VideoPlayerProps {
  /** The clip's public URL (MP4 or WebM). */
  src: string
  /** An image shown until the clip plays. */
  poster?: string
  /** What the clip shows; names the video for assistive technology. */
  title: string
}

/**
 * Starts playback with sound; a browser that refuses autoplay with sound gets it
 * muted, and one that refuses even that leaves the clip paused (product §4 "Video").
 */
async function autoplay(video: HTMLVideoElement, onBlocked: () => void): Promise<void> {
  try {
    await video.play()
  } catch (error) {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return // load errors: the error event
    video.muted = true
    try {
      await video.play()
    } catch {
      onBlocked()
    }
  }
}

/**
 * A clip with the native controls (play, pause, seek, mute, volume,
 * fullscreen) and the visible states of product §4 "Video": loading, playing,
 * paused, ended and error with a retry. Autoplays when it mounts.
 */
function VideoPlayer({ src, poster, title }: VideoPlayerProps) {
  const { t } = useLingui()
  const videoRef = useRef<HTMLVideoElement>(null)
  const [state, dispatch] = useReducer(nextPlayerState, initialPlayerState)
  const blocked = useCallback(() => dispatch({ type: 'blocked' }), [])

  useEffect(() => {
    const video = videoRef.current
    if (video) void autoplay(video, blocked)
  }, [src, blocked])

  const retry = () => {
    const video = videoRef.current
    if (!video) return
    dispatch({ type: 'retry' })
    video.load()
    void autoplay(video, blocked)
  }
  const playAgain = () => {
    const video = videoRef.current
    if (!video) return
    video.currentTime = 0
    void autoplay(video, blocked)
  }
  const withPaused = (type: 'canplay' | 'seeked') => (event: SyntheticEvent<HTMLVideoElement>) =>
    dispatch({ type, paused: event.currentTarget.paused })

  const labels: Record<PlayerState, string> = {
    loading: t`Loading video…`,
    playing: t`Playing`,
    paused: t`Paused`,
    ended: t`Finished`,
    error: t`Video not available`,
  }

  return (
    <Stack gap="sm" data-player-state={state}>
      <div className={classes.frame}>
        <video
          ref={videoRef}
          className={classes.video}
          src={src}
          poster={poster}
          aria-label={title}
          controls
          playsInline
          preload="auto"
          onLoadStart={() => dispatch({ type: 'loadstart' })}
          onWaiting={() => dispatch({ type: 'waiting' })}
          onCanPlay={withPaused('canplay')}
          onSeeked={withPaused('seeked')}
          onPlaying={() => dispatch({ type: 'playing' })}
          onPause={() => dispatch({ type: 'pause' })}
          onEnded={() => dispatch({ type: 'ended' })}
          onError={() => dispatch({ type: 'error' })}
        />
        {state === 'loading' && (
          <div className={classes.overlay}>
            <Loader color="white" size="md" aria-hidden />
          </div>
        )}
        {state === 'error' && (
          <div className={classes.overlay} data-blocking role="alert">
            <IconVideoOff size={36} aria-hidden />
            <Text fw={700} size="lg">
              {labels.error}
            </Text>
            <Text size="sm">{t`This video is currently being processed or unavailable.`}</Text>
            <Button variant="white" leftSection={<IconRefresh size={18} aria-hidden />} onClick={retry} mih={44}>
              {t`Try again`}
            </Button>
          </div>
        )}
      </div>
      <Group justify="space-between" mih={44}>
        <Text size="sm" c="dimmed" role="status">
          {state === 'error' ? '' : labels[state]}
        </Text>
        {state === 'ended' && (
          <Button variant="light" leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={playAgain} mih={44}>
            {t`Play again`}
          </Button>
        )}
      </Group>
    </Stack>
  )
}

export interface VideoPlayerModalProps extends Partial<VideoPlayerProps> {
  opened: boolean
  onClose: () => void
}

/**
 * The player in a modal dialog: closes with its close button, Escape or a click
 * outside, and gives focus back to what opened it. Closing unmounts the clip,
 * which stops it.
 */
export function VideoPlayerModal({ opened, onClose, src, poster, title = '' }: VideoPlayerModalProps) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened && Boolean(src)}
      onClose={onClose}
      title={title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t`Close video` }}
    >
      {src && <VideoPlayer key={src} src={src} poster={poster} title={title} />}
    </Modal>
  )
}
