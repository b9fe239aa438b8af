import { tandemWeightLimitKg } from '~/content/facts'
import type { FormType } from './form-types'

export { formTypes, type FormType } from './form-types'

/** The service options of each tab (product rules: option lists). */
export const servicesByForm = {
  contact: ['tandem-jump', 'helicopter-jump', 'balloon-jump', 'demo-event', 'media-production', 'rigging-service', 'other'],
  demo: ['half-time-show', 'opening-ceremony', 'stadium-display', 'festival-performance'],
  tandem: ['standard-tandem', 'helicopter-jump', 'balloon-jump', 'beach-landing'],
  corporate: ['team-building', 'client-entertainment', 'product-launch', 'company-celebration'],
} as const satisfies Record<FormType, readonly string[]>

export const demoBudgets = ['under-5k', '5k-10k', '10k-25k', '25k-plus', 'custom'] as const
export const corporateBudgets = ['under-10k', '10k-25k', '25k-50k', '50k-plus', 'custom'] as const
export const tandemExperience = ['none', 'beginner', 'experienced'] as const

/** The extra details each tab asks; anything else a client sends under additionalData is dropped. */
export const additionalFieldsByForm = {
  contact: [],
  demo: ['location', 'attendees', 'budget'],
  tandem: ['weight', 'experience', 'date'],
  corporate: ['companyName', 'attendees', 'budget'],
} as const satisfies Record<FormType, readonly string[]>

/** Tandem jumps are refused above this body weight (terms); the form explains it before sending. */
export const tandemMaxWeightKg = tandemWeightLimitKg
export const tandemMinWeightKg = 40
export const maxAttendees = 100_000
export const maxDetailLength = 500

/** At most 5 enquiries per 60 seconds per form type: the form counts them, the server enforces them. */
export const submissionLimit = 5
export const submissionWindowSeconds = 60
