import { describe, expect, it } from 'vitest'
import { initialPwaState, oldestSavedAt, reducePwa, type PwaAction } from './pwa-state'

const run = (...actions: PwaAction[]) => actions.reduce(reducePwa, initialPwaState)

describe('PWA state', () => {
  it('offers installation until the app is installed', () => {
    expect(run({ type: 'install-available' }).canInstall).toBe(true)
    expect(run({ type: 'install-available' }, { type: 'installed' }).canInstall).toBe(false)
  })

  it('withdraws a declined offer until the browser offers installation again', () => {
    expect(run({ type: 'install-available' }, { type: 'install-declined' }).canInstall).toBe(false)
    expect(run({ type: 'install-available' }, { type: 'install-declined' }, { type: 'install-available' }).canInstall).toBe(true)
  })

  it('remembers a waiting update', () => {
    expect(run({ type: 'update-ready' }).updateReady).toBe(true)
  })

  it('reports the oldest cached copy on screen until the network answers for it', () => {
    const state = run(
      { type: 'served-from-cache', url: '/a', savedAt: 2000 },
      { type: 'served-from-cache', url: '/b', savedAt: 1000 },
    )
    expect(oldestSavedAt(state)).toBe(1000)
    const fresher = reducePwa(state, { type: 'served-fresh', url: '/b' })
    expect(oldestSavedAt(fresher)).toBe(2000)
    expect(oldestSavedAt(reducePwa(fresher, { type: 'served-fresh', url: '/a' }))).toBeNull()
  })

  it('keeps the same state object when nothing changes', () => {
    expect(reducePwa(initialPwaState, { type: 'served-fresh', url: '/x' })).toBe(initialPwaState)
    expect(reducePwa(initialPwaState, { type: 'installed' })).toBe(initialPwaState)
  })
})
