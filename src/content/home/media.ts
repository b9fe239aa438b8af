import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { videoTileNames, type VideoTile } from '~/lib/media/video-tiles'
import { replyWithinHours } from '../facts'
import { experienceFacts, services, type EventType } from '../services'

const deliveryHours = experienceFacts.mediaDeliveryHours
const replyHours = replyWithinHours

export const mediaShowcaseIntro = {
  title: msg`Media and video`,
  lead: msg`Photos and video from inside the freefall, aerial footage and live pictures for broadcasters and brands, delivered within ${deliveryHours} hours.`,
  more: msg`More about media production`,
}

export type MediaServiceIcon = 'photo' | 'video' | 'aerial' | 'live'

export interface MediaServiceCard extends EventType {
  icon: MediaServiceIcon
}

const mediaIcons: readonly MediaServiceIcon[] = ['photo', 'video', 'aerial', 'live']

/**
 * The four media services: the same cards as on the media production page
 * (photo, video, aerial photography, live streaming), so both pages say the same.
 */
export const mediaServiceCards: readonly MediaServiceCard[] = (services.media.eventTypes ?? []).map(
  (eventType, index) => ({ ...eventType, icon: mediaIcons[index] ?? 'video' }),
)

export type ShowcaseTileKey = VideoTile

/** A sample video tile of the showcase (product §3 "Showcase video tile"). */
export interface ShowcaseTileContent {
  key: ShowcaseTileKey
  title: MessageDescriptor
  text: MessageDescriptor
  /**
   * Lower-case names an uploaded clip is matched by (product §4 "Video"): a clip
   * whose name or file name contains one of them plays in this tile.
   */
  names: readonly string[]
}

export const showcaseTiles: readonly ShowcaseTileContent[] = [
  {
    key: 'helicopter',
    title: msg`Helicopter jump`,
    text: msg`A tandem jump from a hovering helicopter.`,
    names: videoTileNames.helicopter,
  },
  {
    key: 'balloon',
    title: msg`Hot air balloon jump`,
    text: msg`Freefall from the silence of a hot air balloon.`,
    names: videoTileNames.balloon,
  },
  {
    key: 'demo',
    title: msg`Demonstration jump`,
    text: msg`Parachutists landing in front of a stadium crowd.`,
    names: videoTileNames.demo,
  },
]

export const videoSamples = {
  title: msg`Sample videos`,
  lead: msg`See what a jump looks like from the air.`,
  play: msg`Play video`,
  social: msg`Watch on Instagram`,
  newTab: msg`(opens in a new tab)`,
  duration: msg`Duration`,
  loading: msg`Loading videos…`,
  error: msg`Failed to load videos`,
  errorHint: msg`The sample videos can still be watched on Instagram.`,
  retry: msg`Try again`,
}

export const mediaCallToAction = {
  title: msg`Plan your production`,
  text: msg`Tell us about the story, the shots and your deadline. We reply within ${replyHours} hours.`,
  cta: msg`Request a media quote`,
}
