import { msg } from '@lingui/core/macro'
import { eventMax, eventMin, exclusiveMax, exclusiveMin, replyHours, tandemMax, tandemMin } from '../placeholders'
import type { ContentLink } from '../landing'

export const link = {
  tandem: { to: '/services/tandem-jumps', label: msg`Tandem jumps` },
  helicopter: { to: '/services/helicopter-jumps', label: msg`Helicopter jumps` },
  balloon: { to: '/services/hot-air-balloon', label: msg`Hot air balloon jumps` },
  stadium: { to: '/services/stadium-shows', label: msg`Stadium shows` },
  media: { to: '/services/media-production', label: msg`Media production` },
  experiences: { to: '/experiences', label: msg`Exclusive jumps` },
  corporate: { to: '/corporate-events', label: msg`Corporate events` },
  festival: { to: '/festival-performances', label: msg`Festival performances` },
} satisfies Record<string, ContentLink>

export const tandemBooking = msg`Book a standard tandem jump ${tandemMin} to ${tandemMax} weeks ahead and a helicopter or balloon jump ${exclusiveMin} to ${exclusiveMax} weeks ahead. Prices are on request; you receive a quote within ${replyHours} hours.`
export const eventBooking = msg`Plan demonstrations and events ${eventMin} to ${eventMax} weeks ahead, so there is time for permits and air traffic coordination. Prices are on request; you receive a quote within ${replyHours} hours.`

/** Headings and calls to action every landing page shares. */
export const landingText = {
  heroCta: msg`Ask for a quote`,
  audienceTitle: msg`Who it is for`,
  bookingTitle: msg`How booking works`,
  linksTitle: msg`Read more`,
  closingTitle: msg`Tell us what you have in mind`,
  closingText: msg`Send us the date, the place and what you would like to do. We reply within ${replyHours} hours with a proposal and a quote.`,
  closingCta: msg`Contact us`,
}
