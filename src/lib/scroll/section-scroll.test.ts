import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scheduleFragmentScroll, scheduleSectionScroll } from './section-scroll'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('scheduleSectionScroll', () => {
  it('on the home page scrolls once, after 100 ms and not before', () => {
    const scroll = vi.fn()
    scheduleSectionScroll(scroll, 'home')
    vi.advanceTimersByTime(99)
    expect(scroll).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scroll).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(scroll).toHaveBeenCalledTimes(1)
  })

  it('from another page scrolls after 300 ms and retries at 800 ms', () => {
    const scroll = vi.fn()
    scheduleSectionScroll(scroll, 'other-page')
    vi.advanceTimersByTime(299)
    expect(scroll).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scroll).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(499)
    expect(scroll).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(scroll).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(5000)
    expect(scroll).toHaveBeenCalledTimes(2)
  })

  it('does nothing once cancelled', () => {
    const scroll = vi.fn()
    const cancel = scheduleSectionScroll(scroll, 'other-page')
    vi.advanceTimersByTime(300)
    cancel()
    vi.advanceTimersByTime(1000)
    expect(scroll).toHaveBeenCalledTimes(1)
  })
})

describe('scheduleFragmentScroll', () => {
  it('tries after 300 ms and stops when the element is found', () => {
    const tryScroll = vi.fn(() => true)
    scheduleFragmentScroll(tryScroll)
    vi.advanceTimersByTime(299)
    expect(tryScroll).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(tryScroll).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(tryScroll).toHaveBeenCalledTimes(1)
  })

  it('retries every 200 ms while the element is missing, then stops when found', () => {
    let found = false
    const tryScroll = vi.fn(() => found)
    scheduleFragmentScroll(tryScroll)
    vi.advanceTimersByTime(300)
    expect(tryScroll).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(199)
    expect(tryScroll).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(tryScroll).toHaveBeenCalledTimes(2)
    found = true
    vi.advanceTimersByTime(200)
    expect(tryScroll).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(5000)
    expect(tryScroll).toHaveBeenCalledTimes(3)
  })

  it('gives up after 5 retries (300, 500, 700, 900, 1100 and 1300 ms)', () => {
    const tryScroll = vi.fn(() => false)
    scheduleFragmentScroll(tryScroll)
    const callTimes: number[] = []
    tryScroll.mockImplementation(() => {
      callTimes.push(Date.now())
      return false
    })
    const start = Date.now()
    vi.advanceTimersByTime(10_000)
    expect(callTimes.map((time) => time - start)).toEqual([300, 500, 700, 900, 1100, 1300])
  })

  it('does nothing once cancelled', () => {
    const tryScroll = vi.fn(() => false)
    const cancel = scheduleFragmentScroll(tryScroll)
    vi.advanceTimersByTime(500)
    cancel()
    vi.advanceTimersByTime(5000)
    expect(tryScroll).toHaveBeenCalledTimes(2)
  })
})
