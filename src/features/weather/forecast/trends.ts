/**
 * Tendencies over three hours, the period of the synoptic pressure tendency (WMO code 0200): the
 * pressure is steady within 1 hPa, the mean wind within 1 m/s. Looks ahead from each hour, or
 * back where the forecast ends.
 */
export type Trend = 'rising' | 'falling' | 'steady'

const period = 3

export interface TrendValue {
  trend: Trend
  /** Change over three hours, in the series' unit. */
  change: number
}

function trendOf(change: number, steadyWithin: number): Trend {
  if (change >= steadyWithin) return 'rising'
  if (change <= -steadyWithin) return 'falling'
  return 'steady'
}

export function trendAt(series: readonly (number | null)[], index: number, steadyWithin: number): TrendValue | null {
  const ahead = index + period < series.length
  const from = ahead ? series[index] : series[index - period]
  const to = ahead ? series[index + period] : series[index]
  if (from === null || from === undefined || to === null || to === undefined) return null
  const change = to - from
  return { trend: trendOf(change, steadyWithin), change }
}

export const pressureSteadyWithinHpa = 1
export const windSteadyWithinMs = 1
