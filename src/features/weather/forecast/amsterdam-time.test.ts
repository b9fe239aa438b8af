import { describe, expect, it } from 'vitest'
import { amsterdamIso, amsterdamOffsetMinutes, clockOf, startOfHour } from './amsterdam-time'

// Transition instants from the EU rule (Directive 2000/84/EC, art. 2 and 3): 29 March and
// 25 October 2026 at 01:00 UTC, as published in timeanddate.com's table for Amsterdam.
describe('Amsterdam local time', () => {
  it('switches to CEST on the last Sunday of March at 01:00 UTC', () => {
    expect(amsterdamOffsetMinutes(Date.UTC(2026, 2, 29, 0, 59))).toBe(60)
    expect(amsterdamOffsetMinutes(Date.UTC(2026, 2, 29, 1, 0))).toBe(120)
  })

  it('switches back to CET on the last Sunday of October at 01:00 UTC', () => {
    expect(amsterdamOffsetMinutes(Date.UTC(2026, 9, 25, 0, 59))).toBe(120)
    expect(amsterdamOffsetMinutes(Date.UTC(2026, 9, 25, 1, 0))).toBe(60)
  })

  it('writes each hour across the October change with its own offset', () => {
    const hours = [0, 1, 2].map((hour) => amsterdamIso(Date.UTC(2026, 9, 25, hour)))
    expect(hours).toEqual(['2026-10-25T02:00:00+02:00', '2026-10-25T02:00:00+01:00', '2026-10-25T03:00:00+01:00'])
  })

  it('writes the March change without a 02:00', () => {
    expect(amsterdamIso(Date.UTC(2026, 2, 29, 0))).toBe('2026-03-29T01:00:00+01:00')
    expect(amsterdamIso(Date.UTC(2026, 2, 29, 1))).toBe('2026-03-29T03:00:00+02:00')
  })

  it('crosses the date line at local midnight', () => {
    expect(amsterdamIso(Date.UTC(2026, 11, 31, 23))).toBe('2027-01-01T00:00:00+01:00')
    expect(clockOf('2027-01-01T00:00:00+01:00')).toBe('00:00')
  })

  it('rounds down to the hour', () => {
    expect(startOfHour(Date.UTC(2026, 5, 1, 12, 59, 59))).toBe(Date.UTC(2026, 5, 1, 12))
  })
})
