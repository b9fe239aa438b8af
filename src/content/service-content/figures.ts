import { msg } from '@lingui/core/macro'
import type { KeyFact } from '../services'
import { experienceFacts, figures, leadTimesWeeks, replyWithinHours, tandemWeightLimitKg } from '../facts'

// Figures come from the facts module so a change there reaches every page. The names are the
// messages' placeholders: renaming one changes the message's id.
export const [tandemMin, tandemMax] = leadTimesWeeks.tandem
export const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive
export const [eventMin, eventMax] = leadTimesWeeks.events
export const weightLimit = tandemWeightLimitKg
export const shows = `${figures.shows}+`
export const countries = figures.countries
export const safety = `${figures.safetyRecordPercent}%`
export const replyHours = replyWithinHours
export const helicopterMinutes = experienceFacts.helicopterMinutes
export const balloonHours = experienceFacts.balloonHours
export const deliveryHours = experienceFacts.mediaDeliveryHours

export const priceOnRequest: KeyFact = { icon: 'euro', label: msg`Price`, value: msg`On request, including VAT` }
