import { Suspense, use, type ReactNode } from 'react'
import { readableOnceFulfilled, type ReadablePromise } from '../readable-promise'
import { afterNextPaint } from './after-next-paint'

let firstPaint: ReadablePromise<void> | undefined

/** Settles after the first paint that follows the first call; then stays settled for every later render. */
function firstPaintAfterStart(): ReadablePromise<void> {
  firstPaint ??= readableOnceFulfilled(new Promise<void>((resolve) => afterNextPaint(resolve)))
  return firstPaint
}

function WaitForPaint({ children }: { children: ReactNode }) {
  if (typeof window !== 'undefined') use(firstPaintAfterStart() as Promise<void>)
  return <>{children}</>
}

/**
 * Hydrates its children in a commit of their own, after the page around them has been hydrated and
 * painted; until then the prerendered HTML stays, and a press on it makes React hydrate it at once
 * and replay the press. For a control whose hydration sets state while it commits (Mantine's
 * Popover registers its target that way): React renders that update synchronously, together with
 * every pending effect of the same commit, so inside the page's hydration it made one long task.
 * Server and client-side renders show the children at once (a client render waits only for the
 * first paint after start).
 */
export function HydrateAfterPaint({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForPaint>{children}</WaitForPaint>
    </Suspense>
  )
}
