import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { afterNextPaint } from './after-next-paint'

/**
 * Renders its children one frame after the rest of what mounted with it. For the secondary part of a
 * large update, such as the figures under a forecast's verdict: the browser lays out and paints the
 * first part in one frame and the rest in the next, instead of all of it in one long task that
 * blocks input. Nothing on the server (the server never paints); once shown, the children stay.
 */
export function AfterNextPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), [])
  return painted ? <>{children}</> : null
}
