import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { experienceFacts, leadTimesWeeks } from '../facts'
import { countries, foundingYear, shows } from '../placeholders'
import type { PhotoSlotKey } from '~/lib/media/photo-slots'

const deliveryHours = experienceFacts.mediaDeliveryHours

const [eventsMin, eventsMax] = leadTimesWeeks.events
const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive

export interface ServiceCard {
  key: string
  /** The card's photo slot (decision 034). */
  photo: PhotoSlotKey
  title: MessageDescriptor
  description: MessageDescriptor
  features: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor, MessageDescriptor]
  /** The service page with the details, language-neutral. */
  to: string
}

export const servicesIntro = {
  title: msg`Our services`,
  lead: msg`From a precision landing in a full stadium to your first tandem jump: everything we do in the air and on the ground, planned and flown by our own team.`,
}

export const serviceCards: readonly ServiceCard[] = [
  {
    key: 'stadium',
    photo: 'service-stadium',
    title: msg`Stadium shows`,
    description: msg`Parachutists landing on the centre spot for half-time shows, opening ceremonies and festivals: ${shows} shows in ${countries} countries.`,
    features: [
      msg`Precision landings in stadiums and arenas`,
      msg`Match ball, flag or smoke on request`,
      msg`Permits and air traffic control arranged by us`,
      msg`Planned ${eventsMin} to ${eventsMax} weeks ahead with your venue`,
    ],
    to: '/services/stadium-shows',
  },
  {
    key: 'tandem',
    photo: 'service-tandem',
    title: msg`Tandem jumps`,
    description: msg`Your first freefall, strapped to an experienced instructor: from an aircraft, a helicopter or a hot air balloon.`,
    features: [
      msg`Safety briefing and equipment check`,
      msg`Freefall and canopy ride with your instructor`,
      msg`No experience needed`,
      msg`A memorable gift, with a personal note`,
    ],
    to: '/services/tandem-jumps',
  },
  {
    key: 'media',
    photo: 'service-media',
    title: msg`Media and film`,
    description: msg`Freefall photography and video, aerial footage and live streams for TV, brands and events.`,
    features: [
      msg`Photo and video in freefall`,
      msg`Aerial photography`,
      msg`Live streaming from the sky`,
      msg`Files delivered within ${deliveryHours} hours`,
    ],
    to: '/services/media-production',
  },
  {
    key: 'rigging',
    photo: 'service-rigging',
    title: msg`Rigging and repairs`,
    description: msg`Parachute packing, inspection and repair by our own riggers, for your main and reserve parachutes.`,
    features: [
      msg`Reserve and main repacks`,
      msg`Inspection of harness and container`,
      msg`Canopy and container repairs`,
      msg`Advice on equipment and maintenance`,
    ],
    to: '/contact',
  },
]

export const exclusiveJumps = {
  title: msg`Exclusive jumps`,
  lead: msg`For a jump nobody forgets: a tandem jump from a hovering helicopter or from the silence of a hot air balloon. Book ${exclusiveMin} to ${exclusiveMax} weeks ahead.`,
  items: [
    {
      key: 'helicopter',
      title: msg`Helicopter jump`,
      text: msg`Step out of a hovering helicopter, all year round.`,
      to: '/services/helicopter-jumps',
    },
    {
      key: 'balloon',
      title: msg`Hot air balloon jump`,
      text: msg`Freefall from a silent balloon, from April to October.`,
      to: '/services/hot-air-balloon',
    },
  ],
} as const

/** product §9: the services section's carousel (the Greenland expedition photos) advances every 5000 ms. */
export const servicesAutoplayMs = 5000

export const greenlandExpedition = {
  title: msg`The Greenland expedition`,
  text: msg`Part of our history: a skydiving expedition to Greenland, jumping over the ice far from any drop zone. It still shapes how we plan every jump: careful preparation, reliable equipment and a team that trusts each other.`,
  fallbackAlt: msg`Illustration of parachutists above the Greenland ice sheet`,
  photoAlt: msg`Photo from the Greenland expedition`,
  previous: msg`Previous photo`,
  next: msg`Next photo`,
} as const

export const cityLinksTitle = msg`Skydiving near you`
export const cityLinksLead = msg`Demonstrations and corporate events come to your venue; tandem jumps start from our base, in business since ${foundingYear}.`

export const quoteLabel = msg`Ask for a quote`
export const moreLabel = msg`More about this service`
