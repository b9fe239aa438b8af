import { describe, expect, it } from 'vitest'
import { calibratedSlowdown, TARGET_BENCHMARK_INDEX, tasksAtThreadTime } from './cpu-calibration.ts'

const main = { pid: 1, tid: 1 }
const task = (ts: number, dur: number, tdur?: number) => ({ ...main, ph: 'X', name: 'RunTask', ts, dur, tdur })

describe('tasksAtThreadTime', () => {
  it('shrinks a task that waited for a core to its thread time, with what it holds', () => {
    const events = [
      task(1000, 100_000, 25_000),
      { ...main, ph: 'X', name: 'FunctionCall', ts: 41_000, dur: 40_000, tdur: 10_000 },
      { ...main, ph: 'I', name: 'largestContentfulPaint::Candidate', ts: 81_000 },
    ]
    const [runTask, call, mark] = tasksAtThreadTime(events)
    expect(runTask).toMatchObject({ ts: 1000, dur: 25_000 })
    expect(call).toMatchObject({ ts: 11_000, dur: 10_000 })
    expect(mark).toMatchObject({ ts: 21_000 })
  })

  it('leaves events outside tasks, on other threads and tasks without a thread time alone', () => {
    const events = [
      task(0, 10_000, 5_000),
      { ...main, ph: 'I', name: 'navigationStart', ts: 20_000 },
      { pid: 1, tid: 2, ph: 'X', name: 'Layout', ts: 5_000, dur: 4_000 },
      task(30_000, 10_000),
    ]
    const result = tasksAtThreadTime(events)
    expect(result.find((event) => event.name === 'navigationStart')).toBe(events[1])
    expect(result.find((event) => event.tid === 2)).toBe(events[2])
    expect(result.find((event) => event.ts === 30_000)).toBe(events[3])
  })

  it('scales a nested task with its outermost task only', () => {
    const events = [task(0, 100_000, 50_000), task(20_000, 40_000, 10_000)]
    const [outer, nested] = tasksAtThreadTime(events)
    expect(outer).toMatchObject({ ts: 0, dur: 50_000 })
    expect(nested).toMatchObject({ ts: 10_000, dur: 20_000 })
  })

  it('never lengthens a task', () => {
    const events = [task(0, 10_000, 12_000)]
    expect(tasksAtThreadTime(events)[0]).toBe(events[0])
  })

  it('keeps the trace in time order and does not change its input', () => {
    const events = [task(0, 100_000, 10_000), { pid: 1, tid: 2, ph: 'X', name: 'Paint', ts: 50_000, dur: 1 }, { ...main, ph: 'X', name: 'Layout', ts: 90_000, dur: 5_000 }]
    const result = tasksAtThreadTime(events)
    expect(result.map((event) => event.name)).toEqual(['RunTask', 'Layout', 'Paint'])
    expect(events[2]?.ts).toBe(90_000)
  })
})

describe('calibratedSlowdown', () => {
  it('turns any host into the target phone', () => {
    expect(calibratedSlowdown(TARGET_BENCHMARK_INDEX * 4)).toBe(4)
    expect(calibratedSlowdown(TARGET_BENCHMARK_INDEX * 2)).toBe(2)
  })

  it('refuses a run without a benchmark', () => {
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/no CPU benchmark/)
    expect(() => calibratedSlowdown(0)).toThrow(/no CPU benchmark/)
  })
})
