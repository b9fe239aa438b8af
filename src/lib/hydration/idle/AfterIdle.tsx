import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { whenIdle } from './idle'

/**
 * Renders nothing on the server and during hydration; mounts the children
 * when the browser is idle. For fixed, non-essential extras (cookie banner,
 * booking widget) whose code should load only after the page is interactive.
 * Mounted in a transition: React renders an update from an idle callback in one
 * task without yielding, and a transition in slices of a few milliseconds.
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => startTransition(() => setReady(true))), [])
  return ready ? <>{children}</> : null
}
