import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '~/lib/i18n/locales'
import { formatKm, formatMeasure, type Translate } from './texts'
import type { CriterionCode, Reason } from './verdict'

/** "wind 9.1 m/s, limit 7 m/s": each reason with its value and the limit it crossed. */
const noGo: Record<CriterionCode, MessageDescriptor> = {
  wind: msg`wind {value} m/s, limit {limit} m/s`,
  gusts: msg`gusts {value} m/s, limit {limit} m/s`,
  gustSpread: msg`gusts {value} m/s above the mean wind, limit {limit} m/s`,
  visibility: msg`visibility {value} km, minimum {limit} km`,
  precipitation: msg`precipitation {value} mm, limit {limit} mm`,
  precipitationProbability: msg`chance of precipitation {value}%`,
  thunderstorm: msg`thunderstorm risk`,
  cloudBase: msg`cloud base {value} m, minimum {limit} m`,
  exitWind: msg`wind at exit height {value} m/s, limit {limit} m/s`,
  windShear: msg`wind shear {value} m/s per 300 m`,
  night: msg`dark: jumps in daylight only`,
  missingData: msg`forecast incomplete for this hour`,
}

const marginal: Record<CriterionCode, MessageDescriptor> = {
  wind: msg`wind {value} m/s, caution from {limit} m/s`,
  gusts: msg`gusts {value} m/s, caution from {limit} m/s`,
  gustSpread: msg`gusts {value} m/s above the mean wind, caution from {limit} m/s`,
  visibility: msg`visibility {value} km, caution below {limit} km`,
  precipitation: msg`precipitation {value} mm, limit {limit} mm`,
  precipitationProbability: msg`chance of precipitation {value}%, caution from {limit}%`,
  thunderstorm: msg`showers or unstable air: thunder possible`,
  cloudBase: msg`cloud base {value} m, caution below {limit} m`,
  exitWind: msg`wind at exit height {value} m/s, caution from {limit} m/s`,
  windShear: msg`wind shear {value} m/s per 300 m, caution from {limit} m/s`,
  night: msg`dark: only with lights and a permit`,
  missingData: msg`forecast incomplete for this hour`,
}

function formatted(code: CriterionCode, value: number | string | null, locale: Locale): string {
  if (typeof value !== 'number') return ''
  if (code === 'visibility') return formatKm(value, locale)
  if (code === 'cloudBase') return formatMeasure(value, locale, 0)
  if (code === 'precipitationProbability') return formatMeasure(value, locale, 0)
  return formatMeasure(value, locale)
}

export function reasonText(reason: Reason, locale: Locale, t: Translate): string {
  const descriptor = (reason.severity === 'no-go' ? noGo : marginal)[reason.code]
  return t(descriptor, { value: formatted(reason.code, reason.value, locale), limit: formatted(reason.code, reason.limit, locale) })
}

/** A criterion's value in its unit, for the table of margins. */
export { formatted as formatCriterionValue }
