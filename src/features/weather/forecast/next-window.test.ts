import { describe, expect, it } from 'vitest'
import { amsterdamIso } from './amsterdam-time'
import { epochOfIso, nextJumpableWindow, windowsOf } from './next-window'

const hour = (h: number, verdict: 'go' | 'marginal' | 'no-go') => ({ time: amsterdamIso(Date.UTC(2026, 6, 1, h)), verdict })

describe('jumpable windows', () => {
  it('reads ISO times with their offset', () => {
    expect(epochOfIso('2026-07-01T14:00:00+02:00')).toBe(Date.UTC(2026, 6, 1, 12))
    expect(epochOfIso('2026-12-01T00:00:00+01:00')).toBe(Date.UTC(2026, 10, 30, 23))
    expect(epochOfIso('tomorrow')).toBeNaN()
  })

  it('finds the first run of go hours and ends it at the end of its last hour', () => {
    const hours = [hour(6, 'no-go'), hour(7, 'marginal'), hour(8, 'go'), hour(9, 'go'), hour(10, 'no-go'), hour(11, 'go')]
    expect(nextJumpableWindow(hours, amsterdamIso)).toEqual({ start: '2026-07-01T10:00:00+02:00', end: '2026-07-01T12:00:00+02:00', hours: 2 })
    expect(windowsOf(hours, amsterdamIso)).toHaveLength(2)
    expect(windowsOf(hours, amsterdamIso)[1]).toEqual({ start: '2026-07-01T13:00:00+02:00', end: '2026-07-01T14:00:00+02:00', hours: 1 })
  })

  it('is none when no hour is go', () => {
    expect(nextJumpableWindow([hour(6, 'marginal'), hour(7, 'no-go')], amsterdamIso)).toBeNull()
    expect(nextJumpableWindow([], amsterdamIso)).toBeNull()
  })
})
