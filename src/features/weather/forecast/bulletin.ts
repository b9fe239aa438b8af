import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { formatCalendarDate } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'
import { amsterdamIso, clockOf, dayOf } from './amsterdam-time'
import type { JumpType } from './jump-limits'
import { epochOfIso, type JumpWindow } from './next-window'
import { reasonText } from './reason-messages'
import { formatKm, formatMeasure, type Translate } from './texts'
import type { WeatherHour } from './weather-hour'
import { cloudTypeLabels, compassPoint, jumpTypeInSentence, uvLabels } from './word-messages'

/**
 * The morning briefing: plain sentences written from the numbers of the current hour and the
 * windows ahead, in the reader's language. Templates, no language model: every sentence is a
 * message in the catalogs, so the Dutch is written by a person.
 */
export interface Bulletin {
  title: string
  paragraphs: string[]
}

export interface BulletinInput {
  placeName: string
  jumpType: JumpType
  hours: readonly WeatherHour[]
  windows: readonly JumpWindow[]
}

const dayMs = 86_400_000
const relativeDays: readonly MessageDescriptor[] = [msg`today`, msg`tomorrow`, msg`the day after tomorrow`]

function dayName(iso: string, todayIso: string, locale: Locale, t: Translate): string {
  const today = epochOfIso(todayIso)
  const index = [0, 1, 2].find((offset) => dayOf(amsterdamIso(today + offset * dayMs)) === dayOf(iso))
  return index === undefined ? formatCalendarDate(dayOf(iso), locale) : t(relativeDays[index]!)
}

function verdictSentence(now: WeatherHour, jumpType: JumpType, locale: Locale, t: Translate): string {
  const jumps = t(jumpTypeInSentence[jumpType])
  const reasons = now.reasons.map((reason) => reasonText(reason, locale, t)).join('; ')
  if (now.verdict === 'go') return t(msg`Good jumping weather for {jumps} right now.`, { jumps })
  if (now.verdict === 'marginal') return t(msg`Marginal for {jumps} right now: {reasons}.`, { jumps, reasons })
  return t(msg`No {jumps} right now: {reasons}.`, { jumps, reasons })
}

function windowSentence(input: BulletinInput, locale: Locale, t: Translate): string {
  const [window] = input.windows
  const now = input.hours[0]!
  if (!window) return t(msg`No jumpable window in the forecast ahead.`)
  const end = clockOf(window.end)
  if (window.start === now.time) return t(msg`Jumpable now until {end}.`, { end })
  const day = dayName(window.start, now.time, locale, t)
  return t(msg`The next jumpable window is {day} from {start} to {end}.`, { day, start: clockOf(window.start), end })
}

function windSentence(now: WeatherHour, locale: Locale, t: Translate): string | null {
  if (now.windSpeedMs === null) return null
  const speeds = { speed: formatMeasure(now.windSpeedMs, locale), gusts: formatMeasure(now.windGustsMs ?? now.windSpeedMs, locale) }
  // Models give no direction for a calm or a shifting wind; the speed and gusts still matter.
  if (now.windDirectionDeg === null) return t(msg`Surface wind variable at {speed} m/s, gusts to {gusts} m/s.`, speeds)
  const values = { ...speeds, direction: t(compassPoint(now.windDirectionDeg)) }
  const trend = now.windTrend?.trend
  if (trend === 'rising') return t(msg`Surface wind from the {direction} at {speed} m/s, gusts to {gusts} m/s, increasing over the next three hours.`, values)
  if (trend === 'falling') return t(msg`Surface wind from the {direction} at {speed} m/s, gusts to {gusts} m/s, easing over the next three hours.`, values)
  return t(msg`Surface wind from the {direction} at {speed} m/s, gusts to {gusts} m/s, steady.`, values)
}

function upperWindSentence(now: WeatherHour, locale: Locale, t: Translate): string | null {
  const middle = now.windsAloft.find((row) => row.altitudeM === 1500)
  const exit = now.windsAloft.at(-1)
  if (!middle || !exit || exit.altitudeM <= middle.altitudeM) return null
  return t(msg`Upper winds: {middle} m/s from the {middleDirection} at {middleHeight} m and {exit} m/s from the {exitDirection} at exit height ({exitHeight} m).`, {
    middle: formatMeasure(middle.speedMs, locale),
    middleDirection: t(compassPoint(middle.directionDeg)),
    middleHeight: formatMeasure(middle.altitudeM, locale, 0),
    exit: formatMeasure(exit.speedMs, locale),
    exitDirection: t(compassPoint(exit.directionDeg)),
    exitHeight: formatMeasure(exit.altitudeM, locale, 0),
  })
}

function driftSentence(now: WeatherHour, locale: Locale, t: Translate): string | null {
  if (!now.drift || now.drift.total.distanceM < 100) return null
  return t(msg`A jumper drifts about {freefall} km in freefall and {canopy} km under canopy towards the {towards}: exit about {total} km {upwind} of the landing area.`, {
    freefall: formatKm(now.drift.freefall.distanceM, locale),
    canopy: formatKm(now.drift.canopy.distanceM, locale),
    towards: t(compassPoint(now.drift.total.towardsDeg)),
    total: formatKm(now.drift.total.distanceM, locale),
    upwind: t(compassPoint(now.drift.total.towardsDeg + 180)),
  })
}

function cloudSentence(now: WeatherHour, locale: Locale, t: Translate): string {
  const visibility = now.visibilityM === null ? null : formatKm(now.visibilityM, locale)
  const types = now.cloudTypes.map((type) => t(cloudTypeLabels[type])).join(', ')
  const parts: string[] = []
  if (now.ceilingM !== null) parts.push(t(msg`Lowest broken or overcast cloud at about {ceiling} m ({types}).`, { ceiling: formatMeasure(now.ceilingM, locale, 0), types }))
  else if (types) parts.push(t(msg`No broken or overcast layer; clouds: {types}.`, { types }))
  else parts.push(t(msg`Clear sky.`))
  if (visibility !== null) parts.push(t(msg`Visibility {visibility} km.`, { visibility }))
  return parts.join(' ')
}

function weatherSentence(now: WeatherHour, locale: Locale, t: Translate): string {
  const chance = formatMeasure(now.precipitationProbabilityPct ?? 0, locale, 0)
  const parts = [
    (now.precipitationMm ?? 0) > 0
      ? t(msg`Precipitation: {amount} mm in the hour ({chance}% chance).`, { amount: formatMeasure(now.precipitationMm ?? 0, locale), chance })
      : t(msg`Dry ({chance}% chance of precipitation).`, { chance }),
  ]
  if (now.lightningRisk === 'high') parts.push(t(msg`Thunderstorms likely: no jumping.`))
  if (now.lightningRisk === 'moderate') parts.push(t(msg`Showers or unstable air: thunder cannot be ruled out.`))
  return parts.join(' ')
}

function temperatureSentence(now: WeatherHour, locale: Locale, t: Translate): string | null {
  if (now.temperatureC === null) return null
  const parts = [
    t(msg`Temperature {temperature} °C, feels like {feelsLike} °C.`, {
      temperature: formatMeasure(now.temperatureC, locale),
      feelsLike: formatMeasure(now.feelsLikeC ?? now.temperatureC, locale),
    }),
  ]
  if (now.densityAltitudeM !== null) parts.push(t(msg`Density altitude {densityAltitude} m.`, { densityAltitude: formatMeasure(now.densityAltitudeM, locale, 0) }))
  if (now.uvIndex !== null && now.uvCategory !== null && now.isDay) {
    parts.push(t(msg`UV index {uv} ({category}).`, { uv: formatMeasure(now.uvIndex, locale), category: t(uvLabels[now.uvCategory]) }))
  }
  return parts.join(' ')
}

function modelSentence(now: WeatherHour, locale: Locale, t: Translate): string | null {
  const agreement = now.modelAgreement
  if (!agreement) return null
  const values = { agreeing: agreement.agreeing, models: agreement.models, spread: formatMeasure(agreement.windSpreadMs ?? 0, locale) }
  if (agreement.level === 'high') return t(msg`The models agree ({agreeing} of {models}).`, values)
  if (agreement.level === 'medium') return t(msg`The models mostly agree ({agreeing} of {models}; wind {spread} m/s apart).`, values)
  return t(msg`The models disagree ({agreeing} of {models}; wind {spread} m/s apart): check again later.`, values)
}

export function writeBulletin(input: BulletinInput, locale: Locale, t: Translate): Bulletin | null {
  const now = input.hours[0]
  if (!now) return null
  const title = t(msg`Briefing for {place}, {date}, {time}`, {
    place: input.placeName,
    date: formatCalendarDate(dayOf(now.time), locale),
    time: clockOf(now.time),
  })
  const paragraphs = [
    `${verdictSentence(now, input.jumpType, locale, t)} ${windowSentence(input, locale, t)}`,
    [windSentence(now, locale, t), upperWindSentence(now, locale, t), driftSentence(now, locale, t)].filter(Boolean).join(' '),
    `${cloudSentence(now, locale, t)} ${weatherSentence(now, locale, t)}`,
    temperatureSentence(now, locale, t),
    modelSentence(now, locale, t),
    t(msg`This briefing is written from the forecast figures; the instructor on the field makes the call.`),
  ]
  return { title, paragraphs: paragraphs.filter((paragraph): paragraph is string => Boolean(paragraph)) }
}
