import { msg } from '@lingui/core/macro'
import { defaultWeatherLocation, weatherLocations, type WeatherLocation } from '~/content/weather-locations'
import { formatCalendarDate, formatWeekdayDate } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { amsterdamDateTime } from '../amsterdam-time'
import { words } from '../knowledge/text'
import { no, type Intent } from './intent'
import { weatherMinimumsIntent } from './practical'
import type { Question } from './question'
import { bookingWords, forecastDayWords, tandemWords, weatherWords } from './vocabulary'

/**
 * The weather dashboard's verdict for one day at one place, as the hooks give it (the weather
 * feature's `dayOutlook`): the jumpable windows, or the reasons there are none, in the visitor's
 * language.
 */
export interface DayOutlook {
  place: string
  date: string
  /** False when the forecast does not reach that day. */
  covered: boolean
  windows: { from: string; to: string }[]
  reasons: string[]
}

/** The verdict for a place (weather location slug) on a day (YYYY-MM-DD, Amsterdam); null when no forecast can be had. */
export type OutlookLookup = (slug: string, date: string, locale: Locale) => DayOutlook | null

const weekdays: Record<string, number> = {
  sunday: 0, zondag: 0, monday: 1, maandag: 1, tuesday: 2, dinsdag: 2, wednesday: 3, woensdag: 3,
  thursday: 4, donderdag: 4, friday: 5, vrijdag: 5, saturday: 6, zaterdag: 6, weekend: 6,
}

/** Days from today the question asks about, or undefined when it names no day. */
function daysAhead(question: Question, today: string): number | undefined {
  const said = (word: string) => question.words.includes(word)
  if (said('overmorgen') || question.spaced.includes(' day after tomorrow ')) return 2
  if (said('tomorrow') || said('morgen')) return 1
  if (said('today') || said('vandaag') || said('tonight') || question.spaced.includes(' right now ') || question.spaced.includes(' nu meteen ')) return 0
  const named = question.words.find((word) => weekdays[word] !== undefined)
  if (named === undefined) return undefined
  const todayWeekday = new Date(`${today}T12:00:00Z`).getUTCDay()
  return (weekdays[named]! - todayWeekday + 7) % 7
}

const spacedWords = (text: string) => ` ${words(text).join(' ')} `

/** The place the question names (a drop zone or a city of the city pages), else the base. */
function placeNamed(question: Question): WeatherLocation {
  const named = weatherLocations.find((location) =>
    [location.slug.replace(/-/g, ' '), location.name.en, location.name.nl, location.icao ?? ''].some((name) => {
      const spaced = spacedWords(name.replace(/\(.*\)/, ''))
      const significant = spaced.replace(/ (airport|airfield|vliegveld) /g, ' ')
      return significant.trim() !== '' && question.spaced.includes(significant)
    }),
  )
  return named ?? defaultWeatherLocation
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10)
}

function dayLabel(ahead: number, date: string, locale: Locale): string {
  const calendar = formatCalendarDate(date, locale).replace(/ \d{4}$/, '')
  if (ahead === 0) return translate(msg`today (${calendar})`, locale)
  if (ahead === 1) return translate(msg`tomorrow (${calendar})`, locale)
  const weekday = formatWeekdayDate(date, locale)
  return translate(msg`on ${weekday}`, locale)
}

/** "09:00" as staff and visitors write it: "9:00". */
const clock = (time: string) => time.replace(/^0(\d)/, '$1')

function outlookText(outlook: DayOutlook, ahead: number, locale: Locale): string {
  const place = outlook.place
  const day = dayLabel(ahead, outlook.date, locale)
  if (!outlook.covered) {
    const weekday = formatWeekdayDate(outlook.date, locale)
    return translate(msg`The forecast for ${place} does not reach ${weekday} yet: it covers the next three days. Ask me again closer to the day, or look at the weather page.`, locale)
  }
  const decided = translate(msg`On the day itself we decide together with the pilot whether the conditions are safe; if the weather does not allow it, we plan your jump again for another day.`, locale)
  if (outlook.windows.length > 0) {
    const windows = outlook.windows.map((window) => `${clock(window.from)}-${clock(window.to)}`).join(', ')
    return `${translate(msg`According to the forecast for ${place}, we can jump ${day} in these hours: ${windows}.`, locale)} ${decided}`
  }
  if (outlook.reasons.length === 0) return `${translate(msg`According to the forecast for ${place}, no hour ${day} clearly meets our limits.`, locale)} ${decided}`
  const reasons = outlook.reasons.join('; ')
  return `${translate(msg`According to the forecast for ${place}, we cannot jump ${day}: ${reasons}.`, locale)} ${decided}`
}

/**
 * "Can we jump tomorrow?", "kunnen we zaterdag springen op Texel?": answered from the weather
 * dashboard's verdict for the base or the place named. Without a forecast, the weather minimums
 * answer as before.
 */
export function weatherForecastIntent(lookup: OutlookLookup, now: () => Date = () => new Date()): Intent {
  const asked = (question: Question) => forecastDayWords.test(question) && (tandemWords.test(question) || weatherWords.test(question)) && !bookingWords.test(question)
  return {
    id: 'weather-forecast',
    replaces: ['weather-minimums'],
    score: (question) => (asked(question) && daysAhead(question, amsterdamDateTime(now()).date) !== undefined ? 3 : no),
    reply(question, facts) {
      const today = amsterdamDateTime(now()).date
      const ahead = daysAhead(question, today) ?? 0
      const date = addDays(today, ahead)
      const place = placeNamed(question)
      const outlook = lookup(place.slug, date, question.locale)
      if (!outlook) return weatherMinimumsIntent.reply(question, facts)
      return { text: outlookText(outlook, ahead, question.locale), sources: ['weather'] }
    },
  }
}
