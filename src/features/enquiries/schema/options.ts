/** The service options of each tab (spec §3 "Option lists"); the server holds the same lists. */
export const servicesByForm = {
  contact: ['tandem-jump', 'helicopter-jump', 'balloon-jump', 'demo-event', 'media-production', 'rigging-service', 'other'],
  demo: ['half-time-show', 'opening-ceremony', 'stadium-display', 'festival-performance'],
  tandem: ['standard-tandem', 'helicopter-jump', 'balloon-jump', 'beach-landing'],
  corporate: ['team-building', 'client-entertainment', 'product-launch', 'company-celebration'],
} as const

export type FormType = keyof typeof servicesByForm
export const formTypes = Object.keys(servicesByForm) as FormType[]

export const demoBudgets = ['under-5k', '5k-10k', '10k-25k', '25k-plus', 'custom'] as const
export const corporateBudgets = ['under-10k', '10k-25k', '25k-50k', '50k-plus', 'custom'] as const
export const tandemExperience = ['none', 'beginner', 'experienced'] as const
