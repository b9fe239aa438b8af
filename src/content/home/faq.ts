import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  experienceFacts,
  jumpRules,
  leadTimesWeeks,
  replyWithinHours,
  tandemWeightLimitKg,
  termsRules,
} from '../facts'
import { safety, shows } from '../placeholders'

// Every number in the answers comes from the facts module.
const typicalWeightKg = jumpRules.typicalWeightKg
const typicalMinimumAge = jumpRules.minimumAge
const weatherMinimums = jumpRules.weatherMinimums
const makeUpMonths = termsRules.rebookWithinMonths
const mediaDeliveryHours = experienceFacts.mediaDeliveryHours

const [tandemMin, tandemMax] = leadTimesWeeks.tandem
const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive
const [eventsMin, eventsMax] = leadTimesWeeks.events
const weightMin = typicalWeightKg.min
const weightMax = typicalWeightKg.max
const minimumAge = typicalMinimumAge
const visibility = weatherMinimums.visibilityKm
const wind = weatherMinimums.windMetresPerSecond

export interface FaqItem {
  key: string
  question: MessageDescriptor
  answer: MessageDescriptor
}

export const faqIntro = {
  title: msg`Frequently asked questions`,
  lead: msg`The questions we hear most about jumps, weather, booking and demonstrations.`,
  related: msg`Related services`,
  moreQuestions: msg`Another question?`,
  contact: msg`Contact us`,
}

/** The FAQ's e-mail link, to the address staff set. */
export const faqEmailLabel = (email: string) => msg`E-mail ${email}`

/** Exactly ten entries (product §2 "FAQ"); the FAQPage structured data is built from the same list. */
export const faqItems: readonly FaqItem[] = [
  {
    key: 'weight',
    question: msg`How much may I weigh for a tandem jump?`,
    answer: msg`Most tandem jumpers weigh between ${weightMin} and ${weightMax} kg. The upper limit for a tandem jump is ${tandemWeightLimitKg} kg, for the safety of you and your instructor. Tell us your weight when you book so we can plan the right equipment.`,
  },
  {
    key: 'age',
    question: msg`How old do I need to be?`,
    answer: msg`Usually ${minimumAge} years or older, but the minimum age varies by type of jump. Ask us about the jump you have in mind and we will tell you what applies.`,
  },
  {
    key: 'weather',
    question: msg`What weather do you need to jump?`,
    answer: msg`We jump with at least ${visibility} km of visibility, wind under ${wind} m/s and no precipitation. On the day itself we decide together with the pilot whether the conditions are safe.`,
  },
  {
    key: 'bad-weather',
    question: msg`What happens if the weather is bad?`,
    answer: msg`Then we do not jump and we rebook your jump for another day. A tandem jump that could not go ahead can be made up within ${makeUpMonths} months after the original date.`,
  },
  {
    key: 'lead-time',
    question: msg`How far ahead should I book?`,
    answer: msg`For a standard tandem jump ${tandemMin} to ${tandemMax} weeks, for a helicopter or hot air balloon jump ${exclusiveMin} to ${exclusiveMax} weeks, and for demonstrations, media productions and stadium events ${eventsMin} to ${eventsMax} weeks.`,
  },
  {
    key: 'clothing',
    question: msg`What should I wear?`,
    answer: msg`Comfortable sports clothes that suit the weather and laced trainers. Leave jewellery and loose items on the ground. Your instructor provides all the jump equipment.`,
  },
  {
    key: 'media',
    question: msg`When do I receive my photos and video?`,
    answer: msg`Photos and video of your jump are delivered within ${mediaDeliveryHours} hours.`,
  },
  {
    key: 'gift',
    question: msg`Can I give a jump as a gift?`,
    answer: msg`Yes. Contact us with the type of jump you would like to give; in the tandem enquiry you can add a personal gift note.`,
  },
  {
    key: 'price',
    question: msg`What does a jump or a show cost?`,
    answer: msg`Prices are on request, because every jump and every event is different. Send us your plans and we will reply with a quote within ${replyWithinHours} hours.`,
  },
  {
    key: 'demonstration',
    question: msg`Can you perform a demonstration at our stadium or event?`,
    answer: msg`Yes, anywhere in the Netherlands. Plan ${eventsMin} to ${eventsMax} weeks ahead: we arrange the permits and air traffic control. Our team has performed ${shows} shows with a ${safety} safety record.`,
  },
]

export const faqRelatedLinks = [
  { label: msg`Tandem jumps`, to: '/services/tandem-jumps' },
  { label: msg`Helicopter jumps`, to: '/services/helicopter-jumps' },
  { label: msg`Hot air balloon jumps`, to: '/services/hot-air-balloon' },
  { label: msg`Stadium shows`, to: '/services/stadium-shows' },
  { label: msg`Media production`, to: '/services/media-production' },
] as const
