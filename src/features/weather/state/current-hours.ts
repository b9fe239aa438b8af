import { epochOfIso } from '../forecast/next-window'

const hourMs = 3_600_000

/**
 * The hours that have not ended yet. A forecast read later (offline, or a tab left open) never
 * shows a past hour's verdict as the current one.
 */
export function currentHours<T extends { time: string }>(hours: readonly T[], nowMs: number): T[] {
  return hours.filter((hour) => epochOfIso(hour.time) + hourMs > nowMs)
}

/** Whether a window or an hour has ended. */
export function hasEnded(isoEnd: string, nowMs: number): boolean {
  return epochOfIso(isoEnd) <= nowMs
}
