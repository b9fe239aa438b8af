import { useSyncExternalStore } from 'react'

/**
 * JSON the server writes into a page it serves (<script type="application/json" id="...">): the
 * business details, the photos of the photo slots, a story. The prerendered page has none of it; the
 * server's copy is read once per page load.
 */
const parsed = new Map<string, unknown>()

export function servedJson(id: string): unknown {
  if (typeof document === 'undefined') return undefined
  if (!parsed.has(id)) {
    let value: unknown
    try {
      value = JSON.parse(document.getElementById(id)?.textContent ?? '')
    } catch {
      value = undefined
    }
    parsed.set(id, value)
  }
  return parsed.get(id)
}

const noSubscription = () => () => {}
const whileHydrating = () => false
const afterHydration = () => true

/**
 * False while the prerendered page hydrates (and on the server), true from the render after: what
 * depends on the served JSON is shown then, so hydration sees exactly the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, afterHydration, whileHydrating)
}

/** Served JSON that is an object (the details, the photos), or an empty one. */
export function servedObject<T extends object>(id: string): Partial<T> {
  const value = servedJson(id)
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : {}
}
