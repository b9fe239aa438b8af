/**
 * Local time in the Netherlands without Intl (the hooks' engine has none). The forecast is asked
 * in Unix time because Open-Meteo applies one UTC offset to a whole series, which puts every hour
 * after a daylight-saving change one hour off; this converts each hour on its own.
 *
 * EU rule (Directive 2000/84/EC): summer time from the last Sunday of March, 01:00 UTC, to the
 * last Sunday of October, 01:00 UTC; CET is UTC+1, CEST UTC+2.
 */
const hourMs = 3_600_000

function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0))
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

/** Minutes ahead of UTC in Amsterdam at this instant: 60 or 120. */
export function amsterdamOffsetMinutes(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear()
  const summer = epochMs >= lastSundayAtOneUtc(year, 2) && epochMs < lastSundayAtOneUtc(year, 9)
  return summer ? 120 : 60
}

const two = (value: number) => String(value).padStart(2, '0')

/** "2026-07-01T14:00:00+02:00": the instant in Amsterdam local time with its offset. */
export function amsterdamIso(epochMs: number): string {
  const offset = amsterdamOffsetMinutes(epochMs)
  const local = new Date(epochMs + offset * 60_000)
  const date = `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`
  return `${date}T${time}+${two(offset / 60)}:00`
}

/** The start of the hour that contains this instant. */
export function startOfHour(epochMs: number): number {
  return Math.floor(epochMs / hourMs) * hourMs
}

/** "14:00" from an ISO time with offset, as written in the Netherlands in both languages. */
export function clockOf(isoWithOffset: string): string {
  return isoWithOffset.slice(11, 16)
}

/** "2026-07-01" from an ISO time with offset: the local calendar day. */
export function dayOf(isoWithOffset: string): string {
  return isoWithOffset.slice(0, 10)
}
