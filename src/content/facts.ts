/**
 * The single source of business facts (docs/product.md §10). Pages,
 * structured data and the chat assistant read these values; nothing else may
 * hard-code a figure, a number or a contact detail.
 */
import type { Locale } from '~/lib/i18n/locales'

export const business = {
  name: 'ParaPro Skydiving',
  legalName: 'ParaPro Skydiving B.V.',
  foundingYear: 1980,
  origin: 'https://parapro-skydiving.nl',
  email: 'info@parapro-skydiving.nl',
  phone: { display: '+31 55 760 1980', href: 'tel:+31557601980' },
  whatsapp: 'https://wa.me/31557601980',
  instagram: {
    handle: '@paraproskydiving',
    url: 'https://www.instagram.com/paraproskydiving',
    /** The profile's video tab: where a showcase tile without an uploaded clip leads. */
    videosUrl: 'https://www.instagram.com/paraproskydiving/reels/',
  },
  address: {
    street: 'Vliegveldweg 12',
    postalCode: '7316 AA',
    locality: 'Apeldoorn',
    region: 'Gelderland',
    country: 'NL',
  },
  geo: { latitude: 52.2112, longitude: 5.9699 },
  registrations: {
    chamberOfCommerce: '08123456',
    vat: 'NL812345678B01',
    iban: 'NL91 ABNA 0417 1643 00',
  },
  serviceAreaRadiusMeters: 200000,
  priceRange: '€€€',
  paymentAccepted: ['Cash', 'Credit Card', 'Bank Transfer'],
  languages: ['nl', 'en'],
} as const

export const figures = {
  jumps: 20000,
  shows: 900,
  countries: 48,
  repacks: 1700,
  happyClients: 12500,
  retentionPercent: 92,
  satisfactionPercent: 98,
  repeatCustomersPercent: 67,
  safetyRecordPercent: 100,
} as const

/** Opening hours in the business's time zone (CET/CEST). */
export const openingHours = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' },
  { days: ['Sa'], opens: '10:00', closes: '16:00' },
] as const

export const replyWithinHours = 24

/** The link in a chat's transcript offer sends the transcript for this many days after the conversation. */
export const chatTranscriptLinkDays = 30

/** Booking lead times in weeks, per kind of booking. */
export const leadTimesWeeks = {
  tandem: [1, 2],
  exclusive: [3, 4],
  events: [6, 8],
} as const

export const tandemWeightLimitKg = 100

/** The experiences and deliveries the spec states (§9). */
export const experienceFacts = {
  /** A helicopter jump, briefing to landing. */
  helicopterMinutes: 45,
  /** A balloon jump, from take-off to landing. */
  balloonHours: 2,
  /** Photos and video reach the client within this many hours. */
  mediaDeliveryHours: 48,
} as const

/** Jump rules the FAQ explains (typical tandem weight range, minimum age, weather minimums). */
export const jumpRules = {
  typicalWeightKg: { min: 40, max: 95 },
  minimumAge: 16,
  weatherMinimums: { visibilityKm: 3, windMetresPerSecond: 7 },
} as const

/** The business rules of the terms and privacy statement (product §9). */
export const termsRules = {
  /** A missed tandem can be made up within this many months after the set date. */
  rebookWithinMonths: 12,
  complaintWithinDays: 7,
  complaintHandledWithinDays: 14,
  court: 'Zutphen',
  /** Customer data is kept this long; marketing data until consent is withdrawn. */
  customerDataYears: 7,
} as const

/** Opening hours as each language writes them: "9:00-18:00" in English, "9.00-18.00 uur" in Dutch. */
export function formatHours(hours: { opens: string; closes: string }, locale: Locale): string {
  const clock = (time: string) => (locale === 'nl' ? time.replace(/^0/, '').replace(':', '.') : time.replace(/^0/, ''))
  const range = `${clock(hours.opens)}-${clock(hours.closes)}`
  return locale === 'nl' ? `${range} uur` : range
}

/** Whole years since founding, e.g. 46 in 2026. */
export function yearsInBusiness(now: Date = new Date()): number {
  return now.getFullYear() - business.foundingYear
}

/** The experience claim rounded down to a whole decade: "40+" from 1980 until 2029. */
export function experienceClaim(now: Date = new Date()): string {
  return `${Math.floor(yearsInBusiness(now) / 10) * 10}+`
}
