import { msg } from '@lingui/core/macro'
import { business, experienceFacts, figures, replyWithinHours } from '../facts'
import { stats } from './stats'

const deliveryHours = experienceFacts.mediaDeliveryHours

const foundingYear = business.foundingYear
const hours = replyWithinHours
const safety = `${figures.safetyRecordPercent}%`

export const clientSuccessIntro = {
  title: msg`Client success`,
  lead: msg`What our clients come back for, in figures from our own records.`,
}

export const clientSuccessStats = [
  stats.clients,
  stats.retention,
  stats.satisfaction,
  stats.repeat,
  stats.jumps,
  stats.repacks,
] as const

export const clientGroups = {
  label: msg`What we offer per type of client`,
  tabs: [
    {
      key: 'individuals',
      label: msg`Individual clients`,
      title: msg`For your own jump or a gift`,
      points: [
        msg`A tandem jump from an aircraft, helicopter or hot air balloon`,
        msg`An instructor who guides you from briefing to landing`,
        msg`Photos and video of your jump within ${deliveryHours} hours`,
        msg`A new date when the weather does not allow the jump`,
      ],
    },
    {
      key: 'organisations',
      label: msg`Organisations`,
      title: msg`For clubs, event organisers and companies`,
      points: [
        msg`Demonstrations for stadiums, festivals and corporate events`,
        msg`Permits, air traffic control and the plan with your venue arranged`,
        msg`Team building and client entertainment with tandem jumps`,
        msg`Aerial photo, video and live streams for your channels`,
      ],
    },
  ],
} as const

export const clientSuccessCta = {
  title: msg`Become our next success story`,
  button: msg`Ask for a quote`,
}

/** Only claims the facts module supports (product §4.12, §10.1). */
export const trustBadges = {
  label: msg`Why clients trust us`,
  items: [
    { key: 'safety', text: msg`${safety} safety record` },
    { key: 'since', text: msg`Since ${foundingYear}` },
    { key: 'nationwide', text: msg`Nationwide` },
    { key: 'reply', text: msg`Reply within ${hours} hours` },
  ],
} as const
