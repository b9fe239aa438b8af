import { business, experienceClaim, experienceFacts, figures, leadTimesWeeks, replyWithinHours, tandemWeightLimitKg } from './facts'

/*
 * Figures from the facts module under the names the service and landing texts use as message
 * placeholders, so a change of a fact reaches every page. Renaming one changes its messages' ids.
 */
export const [tandemMin, tandemMax] = leadTimesWeeks.tandem
export const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive
export const [eventMin, eventMax] = leadTimesWeeks.events
export const weightLimit = tandemWeightLimitKg
export const shows = `${figures.shows}+`
export const countries = figures.countries
export const safety = `${figures.safetyRecordPercent}%`
export const repacks = `${figures.repacks}+`
export const experience = experienceClaim()
export const foundingYear = business.foundingYear
export const replyHours = replyWithinHours
export const helicopterMinutes = experienceFacts.helicopterMinutes
export const balloonHours = experienceFacts.balloonHours
export const deliveryHours = experienceFacts.mediaDeliveryHours
