/** Messages between the service worker and the page (both sides import this file). */
export const swMessage = {
  /** A response came from the cache because the network failed or was too slow. */
  servedFromCache: 'pwa:served-from-cache',
  /** The network answered: whatever that URL showed before is current again. */
  servedFresh: 'pwa:served-fresh',
} as const

export type SwMessage =
  | { type: typeof swMessage.servedFromCache; url: string; savedAt: number | null }
  | { type: typeof swMessage.servedFresh; url: string }

export function isSwMessage(data: unknown): data is SwMessage {
  if (typeof data !== 'object' || data === null) return false
  const { type, url } = data as { type?: unknown; url?: unknown }
  return (type === swMessage.servedFromCache || type === swMessage.servedFresh) && typeof url === 'string'
}

/** The time a cached response was fetched, from the server's Date header. */
export function savedAtOf(response: Response | undefined | null): number | null {
  const date = response?.headers.get('date')
  const time = date ? Date.parse(date) : Number.NaN
  return Number.isNaN(time) ? null : time
}
