/**
 * Clock times in the Netherlands (CET, CEST in summer) where Intl is missing (the hooks' JS
 * engine). Summer time runs from the last Sunday of March to the last Sunday of October, 01:00 UTC
 * both times (EU rule).
 */
function lastSundayUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0))
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1)
}

export function amsterdamOffsetHours(instant: Date): number {
  const year = instant.getUTCFullYear()
  const time = instant.getTime()
  return time >= lastSundayUtc(year, 2) && time < lastSundayUtc(year, 9) ? 2 : 1
}

const pad = (value: number) => (value < 10 ? `0${value}` : String(value))

/** The local date and clock time: { date: "2026-11-24", time: "17:05" }. */
export function amsterdamDateTime(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + amsterdamOffsetHours(instant) * 3600000)
  return {
    date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  }
}
