// Makes a Lighthouse run measure the page rather than the machine (docs/decisions/036).
//
// Lighthouse simulates a phone by multiplying the main-thread time it observed by a fixed factor
// (4), so the same page blocks twice as long on a host half as fast, and on a host whose cores are
// shared with other processes every task also counts the time the thread waited for a core. Two
// corrections, both applied to the gathered artifacts before the audits run:
// - each main-thread task lasts its thread (CPU) time instead of its wall time, so time spent
//   descheduled while another process had the core does not count;
// - the slowdown factor is the run's own CPU benchmark divided by the benchmark of the phone the
//   budgets are written for, so every run simulates that same phone.

/** A trace event as Chrome records it; only what the rescaling reads is named. */
export interface TraceEvent {
  pid: number
  tid: number
  ph: string
  name: string
  ts: number
  dur?: number
  tdur?: number
  [key: string]: unknown
}

interface TaskWindow {
  start: number
  end: number
  scale: number
}

/** Lighthouse's CPU benchmark (BenchmarkIndex) of the phone the budgets are written for. */
export const TARGET_BENCHMARK_INDEX = 400

/** The slowdown factor that turns a host with this benchmark into the target phone. */
export function calibratedSlowdown(benchmarkIndex: number, targetIndex = TARGET_BENCHMARK_INDEX): number {
  if (!(benchmarkIndex > 0)) throw new Error(`no CPU benchmark to calibrate with (${benchmarkIndex})`)
  return benchmarkIndex / targetIndex
}

// The names Lighthouse's dependency graph takes for a top-level task (PageDependencyGraph).
const TOP_LEVEL_TASKS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
])

/**
 * The trace with every top-level task shrunk to its thread time, and everything recorded inside
 * the task (nested events, marks) moved with it in proportion, so what belonged to a task still
 * does. Tasks without a thread time, or whose thread time is not shorter, are left as they are.
 * Returns a new array sorted by time; the input is not changed.
 */
export function tasksAtThreadTime<Event extends TraceEvent>(traceEvents: readonly Event[]): Event[] {
  const windowsByThread = new Map<string, Event[]>()
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !TOP_LEVEL_TASKS.has(event.name) || !((event.dur ?? 0) > 0)) continue
    const thread = `${event.pid}:${event.tid}`
    const tasks = windowsByThread.get(thread) ?? []
    tasks.push(event)
    windowsByThread.set(thread, tasks)
  }
  const outermost = new Map([...windowsByThread].map(([thread, tasks]) => [thread, outermostWindows(tasks)]))
  const rescaled = traceEvents.map((event) => {
    const windows = outermost.get(`${event.pid}:${event.tid}`)
    const window = windows && windowHolding(windows, event.ts)
    if (!window || window.scale === 1) return event
    const moved: Event = { ...event, ts: window.start + (event.ts - window.start) * window.scale }
    if (typeof event.dur === 'number') moved.dur = event.dur * window.scale
    return moved
  })
  return rescaled.sort((a, b) => a.ts - b.ts)
}

/** The thread's tasks that no other task holds, as disjoint windows sorted by start. */
function outermostWindows(tasks: readonly TraceEvent[]): TaskWindow[] {
  const windows: TaskWindow[] = []
  for (const task of [...tasks].sort((a, b) => a.ts - b.ts)) {
    const last = windows.at(-1)
    const duration = task.dur ?? 0
    if (last && task.ts < last.end) continue
    const scale = task.tdur !== undefined && task.tdur >= 0 && task.tdur < duration ? task.tdur / duration : 1
    windows.push({ start: task.ts, end: task.ts + duration, scale })
  }
  return windows
}

function windowHolding(windows: readonly TaskWindow[], ts: number): TaskWindow | undefined {
  let low = 0
  let high = windows.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (windows[middle]!.start <= ts) low = middle + 1
    else high = middle - 1
  }
  const candidate = windows[high]
  return candidate && ts < candidate.end ? candidate : undefined
}
