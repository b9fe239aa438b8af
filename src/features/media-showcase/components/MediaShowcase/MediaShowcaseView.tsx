import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/ThemeIcon.css'
import { useLingui } from '@lingui/react'
import { Alert, Button, Card, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBroadcast, IconCamera, IconCheck, IconDrone, IconVideo } from '@tabler/icons-react'
import { useState, type Ref } from 'react'
import { LocaleLink } from '~/components/LocaleLink/LocaleLink'
import { VideoPlayerModal } from '~/components/VideoPlayer/VideoPlayer'
import {
  mediaCallToAction,
  mediaServiceCards,
  mediaShowcaseIntro,
  showcaseTiles,
  videoSamples,
  type MediaServiceIcon,
} from '~/content/home/media'
import { localizePath } from '~/lib/i18n/locales'
import { useLocale } from '~/lib/i18n/useLocale'
import { useSiteFacts } from '~/lib/site-facts'
import type { StoredVideo } from '../../api/videos'
import { matchTiles } from '../../media-tiles'
import { SiteSection } from '~/components/SiteSection/SiteSection'
import classes from './MediaShowcase.module.css'
import { VideoTile, type VideoTileState } from '../VideoTile/VideoTile'
import { Columns } from '~/components/Columns/Columns'

const serviceIcons: Record<MediaServiceIcon, typeof IconCamera> = {
  photo: IconCamera,
  video: IconVideo,
  aerial: IconDrone,
  live: IconBroadcast,
}

/** Where the video list is: not asked for yet (and prerendered), on its way, failed, or here. */
export type VideoListStatus = 'idle' | 'loading' | 'error' | 'success'

export interface MediaShowcaseViewProps {
  status: VideoListStatus
  /** The uploaded clips, newest first. */
  videos: readonly StoredVideo[]
  onRetry?: () => void
  /** The section element, watched to fetch the list when it comes into view. */
  sectionRef?: Ref<HTMLElement>
  /**
   * The short form home shows (decision 030): the sample videos and the call to action, without the
   * four media services, which the media production page describes.
   */
  summary?: boolean
}

function MediaServices() {
  const { i18n } = useLingui()
  return (
    <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" className="phone-row">
      {mediaServiceCards.map((card) => {
        const Icon = serviceIcons[card.icon]
        return (
          <Card key={card.icon} component="article" withBorder padding="lg" className={classes.card}>
            <Stack gap="sm">
              <ThemeIcon size={48} variant="light" aria-hidden>
                <Icon size={28} stroke={1.6} />
              </ThemeIcon>
              <Title order={3}>{i18n._(card.title)}</Title>
              <Text c="dimmed">{i18n._(card.text)}</Text>
              <List spacing={4} size="sm" icon={<IconCheck size={16} aria-hidden />}>
                {card.features.map((feature) => (
                  <List.Item key={feature.id}>{i18n._(feature)}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        )
      })}
    </Columns>
  )
}

function tileState(status: VideoListStatus, video: StoredVideo | undefined): VideoTileState {
  if (status === 'idle' || status === 'loading') return status
  return video ? 'uploaded' : 'social'
}

function VideoSamples({ status, videos, onRetry }: Omit<MediaShowcaseViewProps, 'sectionRef' | 'summary'>) {
  const { i18n } = useLingui()
  const instagram = useSiteFacts()?.social?.instagram
  // What plays stays set while the modal closes, so its title and clip do not blank out mid-transition.
  const [playing, setPlaying] = useState<{ video: StoredVideo; title: string }>()
  const [open, setOpen] = useState(false)
  const matched = matchTiles(showcaseTiles, status === 'success' ? videos : [])
  return (
    <Stack id="video-samples" gap="md" className={classes.samples}>
      <Stack gap={4}>
        <Title order={3} id="video-samples-title">
          {i18n._(videoSamples.title)}
        </Title>
        <Text c="dimmed">{i18n._(videoSamples.lead)}</Text>
      </Stack>
      {status === 'error' && (
        <Alert color="red" variant="light" title={i18n._(videoSamples.error)}>
          <Stack gap="sm" align="flex-start">
            {instagram && <Text size="sm">{i18n._(videoSamples.errorHint)}</Text>}
            {onRetry && (
              <Button variant="light" color="red" onClick={onRetry} mih={44}>
                {i18n._(videoSamples.retry)}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Columns cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={status === 'loading'} className="phone-row">
        {matched.map(({ tile, video }) => (
          <VideoTile
            key={tile.key}
            tile={tile}
            state={tileState(status, video)}
            video={video}
            onPlay={(clip) => {
              setPlaying({ video: clip, title: i18n._(tile.title) })
              setOpen(true)
            }}
          />
        ))}
      </Columns>
      <VideoPlayerModal
        opened={open}
        onClose={() => setOpen(false)}
        src={playing?.video.publicUrl}
        // a clip without a poster of its own starts on the site's artwork instead of a black frame
        poster={playing?.video.posterUrl ?? '/artwork/video.svg'}
        title={playing?.title}
      />
    </Stack>
  )
}

function CallToAction() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" gap="md">
        <Stack gap={4} maw="60ch">
          <Title order={3}>{i18n._(mediaCallToAction.title)}</Title>
          <Text>{i18n._(mediaCallToAction.text)}</Text>
        </Stack>
        <Group gap="md">
          <LocaleLink to="/services/media-production" className={classes.linkTarget}>
            {i18n._(mediaShowcaseIntro.more)}
          </LocaleLink>
          <Button component="a" href={`${localizePath('/', locale)}#contact`} size="md" mih={44}>
            {i18n._(mediaCallToAction.cta)}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}

/**
 * The media showcase (product §2, #media-showcase with #video-samples): four media
 * services, three sample video tiles with the modal player, and a call to action.
 */
export function MediaShowcaseView({ status, videos, onRetry, sectionRef, summary = false }: MediaShowcaseViewProps) {
  const { i18n } = useLingui()
  return (
    <SiteSection
      id="media-showcase"
      ref={sectionRef}
      title={i18n._(mediaShowcaseIntro.title)}
      lead={i18n._(mediaShowcaseIntro.lead)}
    >
      {!summary && <MediaServices />}
      <VideoSamples status={status} videos={videos} onRetry={onRetry} />
      <CallToAction />
    </SiteSection>
  )
}
