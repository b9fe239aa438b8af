import { Suspense, use, useEffect, type ReactNode } from 'react'
import classes from './LazySection.module.css'
import { lazySectionAttribute, markHydrated, whenNearViewport } from './reveal'

export interface LazySectionProps {
  /** The id of the section element inside (the URL fragment that reveals it). */
  id: string
  /** Further fragments that reveal it, e.g. "video-samples" for the media showcase. */
  aliases?: readonly string[]
  children: ReactNode
}

function WaitUntilNear({ id, aliases, children }: LazySectionProps) {
  // The server renders at once; the same tree on the client waits for the viewport.
  if (typeof window !== 'undefined') use(whenNearViewport(id, aliases) as Promise<void>)
  // Effects run only once the whole boundary (children's code included) has committed.
  useEffect(() => markHydrated(id), [id])
  return <>{children}</>
}

/**
 * A below-the-fold section: prerendered in full for visitors and search
 * engines, but hydrated only when it comes within 200 px of the viewport
 * (product §2). While React waits, the server HTML stays on screen; a click on it
 * is replayed once it hydrates. The wrapper (display: contents) names the
 * section for presses that arrive before React has rendered anything inside.
 */
export function LazySection({ id, aliases, children }: LazySectionProps) {
  return (
    <div {...{ [lazySectionAttribute]: id }} className={classes.wrapper}>
      <Suspense fallback={null}>
        <WaitUntilNear id={id} aliases={aliases}>
          {children}
        </WaitUntilNear>
      </Suspense>
    </div>
  )
}
