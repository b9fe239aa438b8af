import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { business, leadTimesWeeks, replyWithinHours, termsRules } from '~/content/facts'
import { pricedServices, type PricedService, type SiteFacts } from '~/lib/site-facts-shape'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { clearly, hint, no, type Intent } from './intent'
import type { Question } from './question'
import { weakPriceHint } from './limits'
import { fromPriceText } from '../details/from-prices'
import { capitalised, reachUs } from '../details/reach-us'
import {
  balloonWords,
  bookingWords,
  corporateWords,
  eventWords,
  giftHints,
  giftWords,
  helicopterWords,
  howWords,
  leadTimeWords,
  mediaProductionWords,
  paymentWords,
  priceWords,
  refundWords,
  tandemWords,
  validityWords,
  weightWords,
} from './vocabulary'

const hours = replyWithinHours
const months = termsRules.rebookWithinMonths

/** The services a price question names; none when it names no service ("how much does it cost?"). */
function servicesAsked(question: Question): PricedService[] {
  const asked: PricedService[] = []
  if (helicopterWords.test(question)) asked.push('helicopter-jumps')
  if (balloonWords.test(question)) asked.push('hot-air-balloon')
  if (eventWords.test(question)) asked.push('stadium-shows')
  if (mediaProductionWords.test(question)) asked.push('media-production')
  if (asked.length === 0 && tandemWords.test(question)) asked.push('tandem-jumps')
  return asked
}

/**
 * "From" prices staff set for the services asked about (every set one when the question names no
 * service); any other price is on request, and the exact one always comes with a quote.
 */
function priceStatement(question: Question, facts: SiteFacts): string {
  const { locale } = question
  const prices = facts.prices ?? {}
  const asked = servicesAsked(question)
  const priced = pricedServices.filter((service) => (asked.length === 0 || asked.includes(service)) && typeof prices[service] === 'number')
  if (priced.length === 0) return translate(msg`Our prices are on request, because every jump and every event is different.`, locale)
  const lines = priced.map((service) => fromPriceText(service, prices[service]!, locale))
  const rest = asked.some((service) => !priced.includes(service)) ? [translate(msg`Other prices are on request.`, locale)] : []
  return [...lines, ...rest, translate(msg`Your exact price depends on your plans.`, locale)].join(' ')
}

export const priceIntent: Intent = {
  id: 'price',
  score: (question) => (priceWords.test(question) ? clearly + 1 : weakPriceHint(question)),
  reply(question, facts) {
    const { locale } = question
    const ways = capitalised(reachUs(facts, locale, { first: msg`send us your plans with the enquiry form` }))
    const quote = translate(msg`${ways}, and we reply with a quote within ${hours} hours. All prices include VAT.`, locale)
    return { text: `${priceStatement(question, facts)} ${quote}`, sources: ['faq', 'contact'], handoff: true }
  },
}

const paymentMethods: Record<(typeof business.paymentAccepted)[number], MessageDescriptor> = {
  Cash: msg`cash`,
  'Credit Card': msg`credit card`,
  'Bank Transfer': msg`bank transfer`,
}

function methodList(locale: Locale): string {
  const names = business.paymentAccepted.map((method) => translate(paymentMethods[method], locale))
  const last = names.pop() ?? ''
  const list = names.join(', ')
  return names.length === 0 ? last : translate(msg`${list} and ${last}`, locale)
}

export const paymentIntent: Intent = {
  id: 'payment',
  score: (question) => (paymentWords.test(question) ? clearly : no),
  reply(question) {
    const methods = methodList(question.locale)
    return {
      text: translate(msg`All prices include VAT. Payment is due before delivery: the full amount is paid before the jump, demonstration or service takes place. We accept ${methods}.`, question.locale),
      sources: ['terms'],
    }
  },
}

export const refundIntent: Intent = {
  id: 'refund',
  score: (question) => (refundWords.test(question) ? clearly : no),
  reply: (question) => ({
    text: translate(
      msg`Amounts paid are not refunded. If your tandem jump does not take place on the set date, for whatever reason, you can make it up within ${months} months after that date. When the weather does not allow a jump, we plan it again for another day.`,
      question.locale,
    ),
    sources: ['terms', 'faq'],
  }),
}

type JumpKind = 'tandem' | 'exclusive' | 'events'

function kindsAsked(question: Question): JumpKind[] {
  const kinds: JumpKind[] = []
  if (eventWords.test(question) || mediaProductionWords.test(question) || corporateWords.test(question)) kinds.push('events')
  if (helicopterWords.test(question) || balloonWords.test(question)) kinds.push('exclusive')
  if (tandemWords.test(question) && kinds.length === 0) kinds.push('tandem')
  return kinds.length === 0 ? ['tandem', 'exclusive', 'events'] : kinds
}

const [tandemMin, tandemMax] = leadTimesWeeks.tandem
const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive
const [eventsMin, eventsMax] = leadTimesWeeks.events

const leadTimeTexts: Record<JumpKind, MessageDescriptor> = {
  tandem: msg`Book a standard tandem jump ${tandemMin} to ${tandemMax} weeks ahead.`,
  exclusive: msg`Book a helicopter or hot air balloon jump ${exclusiveMin} to ${exclusiveMax} weeks ahead.`,
  events: msg`Plan demonstrations, media productions and stadium events ${eventsMin} to ${eventsMax} weeks ahead, so there is time for permits and air traffic coordination.`,
}

const leadTimeSources: Record<JumpKind, string> = { tandem: 'service-tandem', exclusive: 'experiences', events: 'service-stadium' }

export const leadTimeIntent: Intent = {
  id: 'lead-time',
  score: (question) => (leadTimeWords.test(question) ? clearly : no),
  reply(question) {
    const kinds = kindsAsked(question)
    const lines = kinds.map((kind) => translate(leadTimeTexts[kind], question.locale))
    const next = translate(msg`Send us your preferred date with the enquiry form and we reply within ${hours} hours with availability.`, question.locale)
    return { text: `${lines.join(' ')} ${next}`, sources: ['faq', ...kinds.map((kind) => leadTimeSources[kind])] }
  },
}

export const bookingIntent: Intent = {
  id: 'booking',
  general: true,
  score(question) {
    if (!bookingWords.test(question)) return no
    return howWords.test(question) ? clearly : hint
  },
  reply(question, facts) {
    const ways = reachUs(facts, question.locale, {
      first: msg`send us an enquiry with the form on our contact page (it has tabs for tandem jumps, demonstrations and corporate events)`,
    })
    return {
      text: translate(
        msg`Booking starts with a quote: ${ways}. We reply within ${hours} hours with availability and a quote. A booking is final once we have confirmed it in writing or by e-mail.`,
        question.locale,
      ),
      sources: ['contact', 'terms'],
      handoff: true,
    }
  },
}

export const giftIntent: Intent = {
  id: 'gift',
  score(question) {
    if (giftWords.test(question)) return clearly + 1
    // "a skydive for his birthday", "een sprong voor haar verjaardag"
    return giftHints.test(question) && tandemWords.test(question) ? clearly : no
  },
  reply(question) {
    const base = translate(
      msg`Yes, a jump makes a fine gift. Contact us with the type of jump you would like to give; in the tandem enquiry you can add a personal gift note. Tell us it is a gift and we help you plan the date.`,
      question.locale,
    )
    if (!validityWords.test(question) || weightWords.test(question)) return { text: base, sources: ['faq', 'service-tandem'] }
    const validity = translate(msg`How long a gift stays valid is not stated on our site; ask us and we will tell you.`, question.locale)
    return { text: `${base} ${validity}`, sources: ['faq', 'service-tandem'], handoff: true }
  },
}
