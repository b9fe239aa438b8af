import { Suspense, use, useEffect, useState, type ReactNode } from 'react'
import { afterNextPaint } from '../paint/after-next-paint'
import classes from './LazySection.module.css'
import { lazySectionAttribute, markHydrated, requestReveal, whenRevealed, type RevealOn } from './reveal'

export interface LazySectionProps {
  /** The id of the section element inside (the URL fragment that reveals it). */
  id: string
  /** Further fragments that reveal it, e.g. "video-samples" for the media showcase. */
  aliases?: readonly string[]
  /**
   * What hydrates it besides a touch, its fragment and a navigation: coming within 200 px of the
   * viewport (a section), or nothing (`'interaction'`: a control that stays as prerendered until used).
   * @default 'near-viewport'
   */
  hydrateOn?: RevealOn
  /**
   * For `'interaction'`: the client shows something other than the prerendered page (a value from the
   * URL), so it hydrates anyway, in a commit of its own after the page around it has been painted.
   */
  hydrateAfterPaint?: boolean
  children: ReactNode
}

function WaitUntilRevealed({ id, aliases, hydrateOn, children }: Omit<LazySectionProps, 'hydrateAfterPaint'>) {
  // The server renders at once; the same tree on the client waits.
  if (typeof window !== 'undefined') use(whenRevealed(id, aliases, hydrateOn) as Promise<void>)
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
 *
 * With `hydrateOn="interaction"`, a control whose hydration is costly (the weather page's location
 * field) stays as prerendered until the visitor presses, focuses or types in it: React then hydrates
 * it at once, before it handles the event, so the press or the focus reaches the control.
 */
export function LazySection({ id, aliases, hydrateOn = 'near-viewport', hydrateAfterPaint = false, children }: LazySectionProps) {
  const [firstChildren] = useState(children)
  // An update that reaches a boundary still waiting would replace the server HTML with the empty
  // fallback; revealed before React gets there, the boundary hydrates with the update instead.
  // Idempotent, so safe to run during render.
  if (hydrateOn === 'interaction' && children !== firstChildren) requestReveal(id)
  useEffect(() => (hydrateAfterPaint ? afterNextPaint(() => requestReveal(id)) : undefined), [id, hydrateAfterPaint])
  return (
    <div {...{ [lazySectionAttribute]: id }} data-hydrate-on={hydrateOn} className={classes.wrapper}>
      <Suspense fallback={null}>
        <WaitUntilRevealed id={id} aliases={aliases} hydrateOn={hydrateOn}>
          {children}
        </WaitUntilRevealed>
      </Suspense>
    </div>
  )
}
