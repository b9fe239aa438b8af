import { useCallback, useSyncExternalStore } from 'react'
import { isJumpType, type JumpType } from '../forecast/jump-limits'

const key = 'pp-weather-jump-type'
const changed = 'pp-weather-jump-type-changed'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(changed, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(changed, onChange)
  }
}

/** The jump type chosen on this device, else tandem. */
export function storedJumpType(): JumpType {
  try {
    const value = window.localStorage.getItem(key)
    return isJumpType(value) ? value : 'tandem'
  } catch {
    return 'tandem'
  }
}

/** The jump type the visitor judges by, remembered on this device; tandem until chosen (and while prerendering). */
export function useJumpType(): [JumpType, (jumpType: JumpType) => void] {
  const jumpType = useSyncExternalStore(subscribe, storedJumpType, () => 'tandem' as const)
  const choose = useCallback((next: JumpType) => {
    try {
      window.localStorage.setItem(key, next)
    } catch {
      // storage disabled: the choice lasts until the page is left
    }
    window.dispatchEvent(new Event(changed))
  }, [])
  return [jumpType, choose]
}
