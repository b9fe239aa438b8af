/**
 * Staff filter by calendar day in the company's time zone; PocketBase stores and compares dates in
 * UTC. A day runs from 00:00 to 24:00 in Amsterdam.
 */

/** +1 in winter, +2 in summer (the EU switches at 01:00 UTC on the last Sundays of March and October). */
export function amsterdamOffsetHours(moment: Date): number {
  const year = moment.getUTCFullYear()
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1))
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1)
  }
  const time = moment.getTime()
  return time >= lastSunday(2) && time < lastSunday(9) ? 2 : 1
}

/** The start of an Amsterdam day ("2026-11-24", plus `addDays`) as PocketBase writes a UTC date. */
export function amsterdamMidnightUtc(day: string, addDays = 0): string {
  const [year, month, date] = day.split('-').map(Number)
  const noon = Date.UTC(year!, month! - 1, date! + addDays, 12)
  const offsetHours = amsterdamOffsetHours(new Date(noon))
  return new Date(Date.UTC(year!, month! - 1, date! + addDays, 0 - offsetHours)).toISOString().replace('T', ' ')
}

/** A day as a date input gives it: "2026-11-24". */
export const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value)
