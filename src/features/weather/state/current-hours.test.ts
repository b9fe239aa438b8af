import { describe, expect, it } from 'vitest'
import { currentHours, hasEnded } from './current-hours'

const hours = ['2026-07-01T12:00:00+02:00', '2026-07-01T13:00:00+02:00', '2026-07-01T14:00:00+02:00'].map((time) => ({ time }))

describe('current hours', () => {
  it('drops the hours that have ended and keeps the one under way', () => {
    expect(currentHours(hours, Date.UTC(2026, 6, 1, 11, 30)).map((hour) => hour.time)).toEqual([
      '2026-07-01T13:00:00+02:00',
      '2026-07-01T14:00:00+02:00',
    ])
  })

  it('leaves nothing of a forecast that is over', () => {
    expect(currentHours(hours, Date.UTC(2026, 6, 1, 13))).toEqual([])
  })

  it('tells whether a window has ended', () => {
    expect(hasEnded('2026-07-01T14:00:00+02:00', Date.UTC(2026, 6, 1, 12))).toBe(true)
    expect(hasEnded('2026-07-01T14:00:00+02:00', Date.UTC(2026, 6, 1, 11, 59))).toBe(false)
  })
})
