import { msg } from '@lingui/core/macro'
import { business, experienceClaim, experienceFacts, figures, leadTimesWeeks, replyWithinHours, tandemWeightLimitKg } from '../facts'
import type { ContentLink } from '../landing'

// Figures come from the facts module so a change there reaches every page. The names are the
// messages' placeholders: renaming one changes the message's id.
export const [tandemMin, tandemMax] = leadTimesWeeks.tandem
export const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive
export const [eventMin, eventMax] = leadTimesWeeks.events
export const weightLimit = tandemWeightLimitKg
export const shows = `${figures.shows}+`
export const countries = figures.countries
export const repacks = `${figures.repacks}+`
export const experience = experienceClaim()
export const foundingYear = business.foundingYear
export const replyHours = replyWithinHours
export const helicopterMinutes = experienceFacts.helicopterMinutes
export const balloonHours = experienceFacts.balloonHours
export const deliveryHours = experienceFacts.mediaDeliveryHours

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
