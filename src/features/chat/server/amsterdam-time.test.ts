import { describe, expect, it } from 'vitest'
import { amsterdamDateTime, amsterdamOffsetHours } from './amsterdam-time'

describe('Dutch clock time without Intl', () => {
  it('follows summer time from the last Sunday of March to the last Sunday of October', () => {
    expect(amsterdamOffsetHours(new Date('2026-03-29T00:59:00Z'))).toBe(1)
    expect(amsterdamOffsetHours(new Date('2026-03-29T01:00:00Z'))).toBe(2)
    expect(amsterdamOffsetHours(new Date('2026-10-25T00:59:00Z'))).toBe(2)
    expect(amsterdamOffsetHours(new Date('2026-10-25T01:00:00Z'))).toBe(1)
  })

  it('agrees with the platform time zone database over a year', () => {
    const format = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const instant = new Date(Date.UTC(2027, 0, 1) + hour * 3600000 + 13 * 60000)
      const { date, time } = amsterdamDateTime(instant)
      expect(`${date} ${time}`).toBe(format.format(instant))
    }
  })
})
