import { describe, expect, it } from 'vitest'
import { linesFromWeek, weekFromLines } from './opening-hours'

const office = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' },
  { days: ['Sa'], opens: '10:00', closes: '16:00' },
]

describe('opening hours', () => {
  it('go from lines to days and back unchanged', () => {
    const week = weekFromLines(office)
    expect(week.Mo).toEqual({ open: true, opens: '09:00', closes: '18:00' })
    expect(week.Su.open).toBe(false)
    expect(linesFromWeek(week)).toEqual(office)
  })

  it('split a line where a day closes or keeps other hours', () => {
    const week = weekFromLines(office)
    week.We = { open: false, opens: '09:00', closes: '18:00' }
    week.Fr = { open: true, opens: '09:00', closes: '17:00' }
    expect(linesFromWeek(week)).toEqual([
      { days: ['Mo', 'Tu'], opens: '09:00', closes: '18:00' },
      { days: ['Th'], opens: '09:00', closes: '18:00' },
      { days: ['Fr'], opens: '09:00', closes: '17:00' },
      { days: ['Sa'], opens: '10:00', closes: '16:00' },
    ])
  })
})
