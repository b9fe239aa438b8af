import { msg } from '@lingui/core/macro'
import { cities, type City } from '~/content/cities'
import { contactIntro } from '~/content/home/contact'
import { aboutStatsTitle, safetyBlock } from '~/content/home/about'
import { experienceCards, experienceLabels } from '~/content/home/experiences'
import { stats } from '~/content/home/stats'
import { faqItems } from '~/content/home/faq'
import { experienceClaim, experienceFacts, figures, jumpRules, termsRules } from '~/content/facts'
import { formatNumber } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { addressText, capitalised, contactPageForm, directRoutes, openingHoursText, orList } from '../details/reach-us'
import { clearly, hint, no, type Intent } from './intent'
import type { Question } from './question'
import {
  balloonWords,
  bookingWords,
  clothingWords,
  contactAskWords,
  countedWords,
  deliveryWords,
  durationWords,
  figureWords,
  eventWords,
  forecastDayWords,
  helicopterWords,
  leadTimeWords,
  locationWords,
  mediaProductionWords,
  mediaWords,
  safetyWords,
  seasonWords,
  subjectWords,
  tandemWords,
  transportWords,
  weatherWords,
} from './vocabulary'

const visibility = jumpRules.weatherMinimums.visibilityKm
const wind = jumpRules.weatherMinimums.windMetresPerSecond
const months = termsRules.rebookWithinMonths
const deliveryHours = experienceFacts.mediaDeliveryHours

/** "Can we jump tomorrow?" asks about the weather without naming it. */
const asksJumpOnADay = (question: Question) => forecastDayWords.test(question) && tandemWords.test(question) && !bookingWords.test(question)

export const weatherMinimumsIntent: Intent = {
  id: 'weather-minimums',
  score: (question) => (weatherWords.test(question) || asksJumpOnADay(question) ? clearly : no),
  reply(question) {
    const { locale } = question
    const minimums = translate(
      msg`We jump with at least ${visibility} km of visibility, wind under ${wind} m/s and no precipitation. On the day itself we decide together with the pilot whether the conditions are safe. If the weather does not allow it, we plan your jump again for another day; a tandem jump can be made up within ${months} months after the original date.`,
      locale,
    )
    if (!forecastDayWords.test(question)) return { text: minimums, sources: ['faq'] }
    const noForecast = translate(msg`I cannot check the forecast for a particular day here. These are the conditions we need:`, locale)
    return { text: `${noForecast} ${minimums}`, sources: ['faq'], handoff: true }
  },
}

/** A city of the site's city pages named in the message, in either language. */
function cityNamed(question: Question): City | undefined {
  return cities.find((city) =>
    [city.name.en, city.name.nl, city.slug.replace('-', ' ')].some((name) => question.spaced.includes(` ${name.toLowerCase()} `)),
  )
}

export const locationIntent: Intent = {
  id: 'location',
  score(question) {
    if (cityNamed(question) && !eventWords.test(question)) return clearly
    return locationWords.test(question) ? clearly : no
  },
  reply(question, facts) {
    const { locale } = question
    const address = addressText(facts)
    const base = address
      ? translate(msg`Our base is at ${address}, in the middle of the Netherlands.`, locale)
      : translate(msg`Our base is in the middle of the Netherlands.`, locale)
    const parts = [base, translate(msg`Tandem jumps start from our drop zone there; demonstrations and corporate events come to your venue anywhere in the Netherlands.`, locale)]
    const sources = ['about', 'contact']
    const city = cityNamed(question)
    if (city) {
      const name = city.name[locale]
      const distance = city.distanceKm
      const minutes = city.driveMinutes
      parts.push(translate(msg`From ${name} it is about ${distance} km to our base (${minutes} minutes by car).`, locale))
      sources.unshift(`city:${city.slug}`)
    }
    const asksRoute = transportWords.test(question)
    const ways = orList(directRoutes(facts, locale), locale) || translate(contactPageForm, locale)
    if (!address) parts.push(translate(msg`For the exact address, ${ways}.`, locale))
    else if (asksRoute) parts.push(translate(msg`For route and parking details, ${ways}.`, locale))
    return { text: parts.join(' '), sources, handoff: asksRoute || !address }
  },
}

export const contactIntent: Intent = {
  id: 'contact',
  score: (question) => (contactAskWords.test(question) ? clearly : no),
  reply(question, facts) {
    const { locale } = question
    const schedule = openingHoursText(facts, locale)
    const hoursLine = schedule ? `${translate(contactIntro.officeHours, locale)}: ${schedule} (${translate(contactIntro.timezone, locale)}). ` : ''
    const routes = directRoutes(facts, locale)
    const ways = capitalised(routes.length > 0 ? orList(routes, locale) : translate(contactPageForm, locale))
    const reach = `${translate(contactIntro.reply, locale)} ${ways}.`
    return { text: `${hoursLine}${reach}`, sources: ['contact'] }
  },
}

function faqAnswer(key: string, locale: Locale): string {
  const item = faqItems.find((entry) => entry.key === key)
  if (!item) throw new Error(`no FAQ entry ${key}`)
  return translate(item.answer, locale)
}

/** What to wear: the FAQ's own answer. */
export const clothingIntent: Intent = {
  id: 'clothing',
  score: (question) => (clothingWords.test(question) ? clearly : no),
  reply: (question) => ({ text: faqAnswer('clothing', question.locale), sources: ['faq'] }),
}

export const mediaIntent: Intent = {
  id: 'media',
  score(question) {
    if (!mediaWords.test(question) || mediaProductionWords.test(question)) return no
    return deliveryWords.test(question) ? clearly : hint
  },
  reply: (question) => ({
    text: translate(
      msg`Photo and video of your jump are available on request, and they are delivered within ${deliveryHours} hours. For productions (freefall and aerial photography, film and live streams) the edited files also arrive within ${deliveryHours} hours.`,
      question.locale,
    ),
    sources: ['faq', 'service-media'],
  }),
}

/** The subject is the company's ("how do I book a jump") although no intent fits exactly. */
export const aboutTheSubject = (question: Question) => subjectWords.test(question) || bookingWords.test(question)

/** How long a helicopter or balloon jump takes and when it is possible: the experience cards' own facts. */
export const experienceIntent: Intent = {
  id: 'experience',
  score(question) {
    const exclusive = helicopterWords.test(question) || balloonWords.test(question)
    if (!exclusive || leadTimeWords.test(question)) return no
    return durationWords.test(question) || seasonWords.test(question) ? clearly : no
  },
  reply(question) {
    const { locale } = question
    const asked = experienceCards.filter((card) => (card.key === 'helicopter' ? helicopterWords : balloonWords).test(question))
    const lines = asked.map((card) => {
      const availability = `${translate(experienceLabels.availability, locale)}: ${translate(card.availability, locale)}`
      const duration = `${translate(experienceLabels.duration, locale)}: ${translate(card.duration, locale)}`
      return `${translate(card.title, locale)}. ${availability}. ${duration}.`
    })
    return { text: lines.join('\n'), sources: ['experiences', ...asked.map((card) => (card.key === 'helicopter' ? 'service-helicopter' : 'service-balloon'))] }
  },
}

/** "Is it safe?": the site's own safety statement. */
export const safetyIntent: Intent = {
  id: 'safety',
  score: (question) => (safetyWords.test(question) ? clearly : no),
  reply: (question) => ({ text: translate(safetyBlock.text, question.locale), sources: ['about'] }),
}

/** "How many shows have you done?": the headline figures, as the about page states them. */
export const figuresIntent: Intent = {
  id: 'figures',
  score: (question) => (figureWords.test(question) && countedWords.test(question) ? clearly + 1 : no),
  reply(question) {
    const { locale } = question
    const count = (value: number) => `${formatNumber(value, locale)}+`
    const lines = [
      [experienceClaim(), stats.experience.label],
      [count(figures.jumps), stats.jumps.label],
      [count(figures.shows), stats.shows.label],
      [String(figures.countries), stats.countries.label],
      [count(figures.repacks), stats.repacks.label],
      [count(figures.happyClients), stats.clients.label],
      [`${figures.safetyRecordPercent}%`, stats.safety.label],
    ] as const
    const list = lines.map(([value, label]) => `${value} ${translate(label, locale)}`).join(', ')
    return { text: `${translate(aboutStatsTitle, locale)}: ${list}.`, sources: ['about'] }
  },
}
