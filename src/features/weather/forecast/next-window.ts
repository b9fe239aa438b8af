import type { Verdict } from './verdict'

/**
 * The next jumpable window: the first run of consecutive `go` hours from now on. The end is the
 * end of the last `go` hour.
 */
export interface JumpWindow {
  start: string
  end: string
  hours: number
}

export interface TimedVerdict {
  time: string
  verdict: Verdict
}

const hourMs = 3_600_000

/** Epoch milliseconds of "2026-07-01T14:00:00+02:00" without Date.parse (not every engine takes offsets). */
export function epochOfIso(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})([+-])(\d{2}):(\d{2})$/.exec(iso)
  if (!match) return Number.NaN
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [1, 2, 3, 4, 5, 6, 8, 9].map((group) => Number(match[group]))
  const offset = (match[7] === '-' ? -1 : 1) * (offsetHours! * 60 + offsetMinutes!)
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - offset * 60_000
}

export function windowsOf(hours: readonly TimedVerdict[], toIso: (epochMs: number) => string): JumpWindow[] {
  const windows: JumpWindow[] = []
  let runStart = -1
  hours.forEach((hour, index) => {
    const isGo = hour.verdict === 'go'
    if (isGo && runStart < 0) runStart = index
    const runEnds = runStart >= 0 && (!isGo || index === hours.length - 1)
    if (!runEnds) return
    const last = isGo ? index : index - 1
    windows.push({
      start: hours[runStart]!.time,
      end: toIso(epochOfIso(hours[last]!.time) + hourMs),
      hours: last - runStart + 1,
    })
    runStart = -1
  })
  return windows
}

export function nextJumpableWindow(hours: readonly TimedVerdict[], toIso: (epochMs: number) => string): JumpWindow | null {
  return windowsOf(hours, toIso)[0] ?? null
}
