import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { experienceFacts } from '../facts'
import { safety, shows } from '../placeholders'

const deliveryHours = experienceFacts.mediaDeliveryHours


/** product §9: the home carousel shows at most 8 partners; /partners shows all. */
export const homePartnerLimit = 8
/** product §9: the partners carousel advances every 3000 ms. */
export const partnerAutoplayMs = 3000

export const partnersIntro = {
  title: msg`Our partners`,
  lead: msg`Clubs, broadcasters and aviation organisations we work with on shows, jumps and productions.`,
  carousel: msg`Partners`,
  visit: msg`Visit website`,
  opensInNewTab: msg`(opens in a new tab)`,
  previous: msg`Previous partners`,
  next: msg`Next partners`,
  all: msg`All partners and why they work with us`,
}

/** A partner described by kind, until an admin enters names (product §10.5). */
export interface FallbackPartner {
  key: string
  emoji: string
  name: MessageDescriptor
  industry: MessageDescriptor
  description: MessageDescriptor
}

export const fallbackPartners: readonly FallbackPartner[] = [
  {
    key: 'football-1',
    emoji: '⚽',
    name: msg`A Dutch premier-league football club`,
    industry: msg`Football`,
    description: msg`Half-time demonstrations with precision landings in the stadium.`,
  },
  {
    key: 'football-2',
    emoji: '🏟️',
    name: msg`A second Dutch football club`,
    industry: msg`Football`,
    description: msg`Match ball deliveries and opening shows for big match days.`,
  },
  {
    key: 'radio',
    emoji: '📻',
    name: msg`A national radio station`,
    industry: msg`Radio`,
    description: msg`Live jumps and on-air promotions with listeners.`,
  },
  {
    key: 'tv',
    emoji: '📺',
    name: msg`A national TV network`,
    industry: msg`Television`,
    description: msg`Aerial footage and jumps filmed for broadcast.`,
  },
  {
    key: 'atc',
    emoji: '🗼',
    name: msg`Air traffic control`,
    industry: msg`Aviation`,
    description: msg`Airspace clearance for every demonstration jump.`,
  },
  {
    key: 'balloon',
    emoji: '🎈',
    name: msg`A hot air balloon team`,
    industry: msg`Ballooning`,
    description: msg`The balloon flights for our hot air balloon jumps.`,
  },
  {
    key: 'helicopter',
    emoji: '🚁',
    name: msg`A helicopter operator`,
    industry: msg`Aviation`,
    description: msg`The helicopter and crew for our helicopter jumps.`,
  },
  {
    key: 'federation',
    emoji: '🪂',
    name: msg`The national aviation federation`,
    industry: msg`Sport aviation`,
    description: msg`The sport body for skydiving in the Netherlands.`,
  },
  {
    key: 'travel',
    emoji: '🧭',
    name: msg`A travel website`,
    industry: msg`Travel`,
    description: msg`Tandem jumps as an experience for travellers.`,
  },
  {
    key: 'logistics',
    emoji: '🚚',
    name: msg`A logistics company`,
    industry: msg`Logistics`,
    description: msg`Transport of equipment to venues across the country.`,
  },
  {
    key: 'supplier',
    emoji: '🛠️',
    name: msg`A skydiving equipment supplier`,
    industry: msg`Equipment`,
    description: msg`Parachutes, parts and materials for our rigging work.`,
  },
]

export const partnerReasons = {
  title: msg`Why organisations work with us`,
  items: [
    { title: msg`Everything arranged`, text: msg`Permits, air traffic control and the plan with your venue: you deal with one team.` },
    { title: msg`A proven record`, text: msg`${shows} shows, with a ${safety} safety record.` },
    { title: msg`Content included`, text: msg`Photo and video from the air, delivered within ${deliveryHours} hours for your channels.` },
  ],
} as const

export const testimonialsIntro = {
  title: msg`What clients say`,
  fallbackTitle: msg`Who we work for`,
}

/** Shown while no reviews are published: what kinds of clients get, without invented quotes. */
export const fallbackTestimonials = [
  {
    key: 'club',
    who: msg`A Dutch premier-league football club`,
    what: msg`Half-time demonstrations planned with the club and air traffic control, landing on the centre spot.`,
  },
  {
    key: 'company',
    who: msg`A company celebrating with its team`,
    what: msg`Tandem jumps for employees, with photos and video for the whole team within ${deliveryHours} hours.`,
  },
] as const
