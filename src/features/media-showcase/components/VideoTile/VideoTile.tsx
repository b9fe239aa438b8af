import { useLingui } from '@lingui/react'
import { Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { IconBrandInstagram, IconPlayerPlayFilled } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { PhotoSlot } from '~/components/PhotoSlot/PhotoSlot'
import { ResponsiveImage } from '~/components/ResponsiveImage/ResponsiveImage'
import type { PhotoSlotKey } from '~/lib/media/photo-slots'
import { instagramVideosHref, useSiteFacts } from '~/lib/site-facts'
import { videoSamples, type ShowcaseTileContent, type ShowcaseTileKey } from '~/content/home/media'
import type { StoredVideo } from '../../api/videos'
import { formatDuration } from '../../media-tiles'
import classes from '../MediaShowcase/MediaShowcase.module.css'

/** Until a clip with a poster plays in a tile, it shows the photo (or artwork) of what the clip is about. */
const tilePhotos: Record<ShowcaseTileKey, PhotoSlotKey> = {
  helicopter: 'experience-helicopter',
  balloon: 'experience-balloon',
  demo: 'service-stadium',
}

/**
 * - `idle`: the list is not asked for yet (also the prerendered page): a link to the social page;
 * - `loading`: the list is on its way;
 * - `uploaded`: a clip matched this tile and plays in the modal player;
 * - `social`: no clip for this tile (or the list failed): the social page's videos open in a new tab.
 */
export type VideoTileState = 'idle' | 'loading' | 'uploaded' | 'social'

export interface VideoTileProps {
  tile: ShowcaseTileContent
  state: VideoTileState
  /** The matched clip, for the `uploaded` state. */
  video?: StoredVideo
  onPlay?: (video: StoredVideo) => void
}

/** The picture behind the tile's control: decorative, since the control's name says it all. */
function Thumbnail({ tile, video }: { tile: ShowcaseTileContent; video?: StoredVideo }) {
  return (
    <div className={classes.picture} aria-hidden>
      <span className={classes.placeholder}>
        <PhotoSlot slot={tilePhotos[tile.key]} />
      </span>
      {video?.posterUrl && (
        <ResponsiveImage
          className={classes.poster}
          src={video.posterUrl}
          srcSet={video.posterSrcSet}
          sizes="(min-width: 62em) 320px, (min-width: 48em) 50vw, 100vw"
          alt=""
          width={1280}
          height={720}
        />
      )}
      {video?.durationSeconds !== undefined && (
        <span className={`${classes.badge} ${classes.duration}`}>{formatDuration(video.durationSeconds)}</span>
      )}
    </div>
  )
}

/** One sample video (product §3 "Showcase video tile"): plays the uploaded clip, or opens the social page. */
export function VideoTile({ tile, state, video, onPlay }: VideoTileProps) {
  const { i18n } = useLingui()
  const title = i18n._(tile.title)
  const uploaded = state === 'uploaded' && video !== undefined
  const instagram = useSiteFacts()?.social?.instagram

  let action: ReactNode
  if (uploaded) {
    const duration =
      video.durationSeconds !== undefined
        ? `, ${i18n._(videoSamples.duration)} ${formatDuration(video.durationSeconds)}`
        : ''
    action = (
      <UnstyledButton
        className={classes.thumb}
        onClick={() => onPlay?.(video)}
        aria-label={`${i18n._(videoSamples.play)}: ${title}${duration}`}
      >
        {/* keyed apart from the spinner, so React does not turn one span into the other (a layout shift) */}
        <span key="play" className={`${classes.badge} ${classes.action}`}>
          <IconPlayerPlayFilled size={16} aria-hidden />
          {i18n._(videoSamples.play)}
        </span>
      </UnstyledButton>
    )
  } else if (state === 'loading') {
    action = (
      <UnstyledButton
        className={classes.thumb}
        disabled
        data-disabled
        aria-busy
        aria-label={`${title}: ${i18n._(videoSamples.loading)}`}
      >
        <span key="busy" className={classes.busy}>
          <Loader color="white" size="sm" aria-hidden />
        </span>
      </UnstyledButton>
    )
  } else if (instagram) {
    action = (
      <a
        className={classes.thumb}
        href={instagramVideosHref(instagram)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${i18n._(videoSamples.social)}: ${title} ${i18n._(videoSamples.newTab)}`}
      >
        <span className={`${classes.badge} ${classes.action}`}>
          <IconBrandInstagram size={16} aria-hidden />
          {i18n._(videoSamples.social)}
        </span>
      </a>
    )
  }

  return (
    <article className={classes.tile} data-tile={tile.key} data-state={state}>
      <div className={classes.frame}>
        <Thumbnail tile={tile} video={uploaded ? video : undefined} />
        {action}
      </div>
      <Stack gap={4}>
        <Title order={4}>{title}</Title>
        <Text size="sm" c="dimmed">
          {i18n._(tile.text)}
        </Text>
      </Stack>
    </article>
  )
}
