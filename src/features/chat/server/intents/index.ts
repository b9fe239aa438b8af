import { bookingIntent, giftIntent, leadTimeIntent, paymentIntent, priceIntent, refundIntent } from './booking'
import { aiIntent, greetingIntent, handoffIntent, thanksIntent } from './conversation'
import { demonstrationIntent } from './demonstrations'
import type { Intent } from './intent'
import { ageIntent, medicalIntent, weightIntent } from './limits'
import { clothingIntent, contactIntent, experienceIntent, figuresIntent, locationIntent, mediaIntent, safetyIntent, weatherMinimumsIntent } from './practical'

export type { Intent, IntentReply } from './intent'
export { clearly, no } from './intent'
export type { Question } from './question'

/**
 * The questions answered from the facts, in order of precedence when two score the same: safety
 * limits first, then money, then the rest.
 */
export const standardIntents: readonly Intent[] = [
  handoffIntent,
  weightIntent,
  ageIntent,
  medicalIntent,
  priceIntent,
  refundIntent,
  paymentIntent,
  giftIntent,
  demonstrationIntent,
  leadTimeIntent,
  experienceIntent,
  weatherMinimumsIntent,
  mediaIntent,
  clothingIntent,
  safetyIntent,
  figuresIntent,
  locationIntent,
  contactIntent,
  bookingIntent,
  aiIntent,
  greetingIntent,
  thanksIntent,
]
