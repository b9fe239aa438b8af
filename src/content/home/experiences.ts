import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { experienceFacts, leadTimesWeeks } from '../facts'
import { stats } from './stats'
import type { PhotoSlotKey } from '~/lib/media/photo-slots'

const helicopterMinutes = experienceFacts.helicopterMinutes
const balloonHours = experienceFacts.balloonHours

const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive

export interface ExperienceCard {
  key: 'helicopter' | 'balloon'
  /** The card's photo slot (decision 034). */
  photo: PhotoSlotKey
  title: MessageDescriptor
  description: MessageDescriptor
  features: readonly MessageDescriptor[]
  sellingPoints: readonly MessageDescriptor[]
  availability: MessageDescriptor
  duration: MessageDescriptor
  to: string
}

export const experiencesIntro = {
  title: msg`Unique experiences`,
  lead: msg`Two tandem jumps that few people ever make. Both are booked on request, ${exclusiveMin} to ${exclusiveMax} weeks ahead.`,
}

export const experienceCards: readonly ExperienceCard[] = [
  {
    key: 'helicopter',
    photo: 'experience-helicopter',
    title: msg`Helicopter tandem jump`,
    description: msg`No climbing aircraft and no open door in the wind: you step out of a hovering helicopter and fall away in silence.`,
    features: [
      msg`Exit from a hovering helicopter`,
      msg`Tandem with an experienced instructor`,
      msg`Photo and video on request`,
    ],
    sellingPoints: [msg`A calm, vertical exit`, msg`Possible in every season`],
    availability: msg`Year-round`,
    duration: msg`About ${helicopterMinutes} minutes`,
    to: '/services/helicopter-jumps',
  },
  {
    key: 'balloon',
    photo: 'experience-balloon',
    title: msg`Hot air balloon tandem jump`,
    description: msg`Rise quietly above the Dutch countryside in a hot air balloon, then leave the basket for a freefall from complete stillness.`,
    features: [
      msg`Balloon ride before the jump`,
      msg`Tandem with an experienced instructor`,
      msg`Photo and video on request`,
    ],
    sellingPoints: [msg`The quietest start of any jump`, msg`A view over the countryside first`],
    availability: msg`April to October`,
    duration: msg`About ${balloonHours} hours`,
    to: '/services/hot-air-balloon',
  },
]

export const experienceLabels = {
  features: msg`What you get`,
  sellingPoints: msg`Why it is special`,
  availability: msg`Availability`,
  duration: msg`Duration`,
  pricing: msg`Price`,
  pricingValue: msg`On request`,
  book: msg`Book this experience`,
  more: msg`Read more`,
  statsTitle: msg`Our experience in figures`,
}

export const experienceStats = [stats.jumps, stats.clients, stats.satisfaction, stats.safety] as const
