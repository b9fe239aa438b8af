/** What the PWA layer shows, as a pure reducer (unit-tested) behind a tiny external store. */
export interface PwaState {
  /** A new build is installed and waits for the visitor's reload. */
  updateReady: boolean
  /** The browser offered installation (beforeinstallprompt) and the app is not installed. */
  canInstall: boolean
  /** Content URLs currently shown from the cache, with the time each copy was saved. */
  staleContent: Readonly<Record<string, number>>
}

export type PwaAction =
  | { type: 'update-ready' }
  | { type: 'install-available' }
  | { type: 'installed' }
  /** The visitor answered the browser's install dialog with no: the browser offers it again on a later visit. */
  | { type: 'install-declined' }
  | { type: 'served-from-cache'; url: string; savedAt: number | null }
  | { type: 'served-fresh'; url: string }

export const initialPwaState: PwaState = { updateReady: false, canInstall: false, staleContent: {} }

export function reducePwa(state: PwaState, action: PwaAction): PwaState {
  switch (action.type) {
    case 'update-ready':
      return state.updateReady ? state : { ...state, updateReady: true }
    case 'install-available':
      return state.canInstall ? state : { ...state, canInstall: true }
    case 'installed':
    case 'install-declined':
      return state.canInstall ? { ...state, canInstall: false } : state
    case 'served-from-cache':
      // Without a Date header the copy's age is unknown; "now" still says it came from the cache.
      return { ...state, staleContent: { ...state.staleContent, [action.url]: action.savedAt ?? Date.now() } }
    case 'served-fresh': {
      if (!(action.url in state.staleContent)) return state
      const { [action.url]: _fresh, ...rest } = state.staleContent
      return { ...state, staleContent: rest }
    }
  }
}

/** The oldest saved copy on screen: what "as of" refers to. */
export function oldestSavedAt(state: PwaState): number | null {
  const times = Object.values(state.staleContent)
  return times.length ? Math.min(...times) : null
}
