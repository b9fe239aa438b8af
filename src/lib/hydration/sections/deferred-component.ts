import { createElement, use, type ComponentType, type ReactNode } from 'react'
import { afterCatalog } from '~/lib/i18n/i18n'
import { readableOnceFulfilled, type ReadablePromise } from '../readable-promise'

export interface DeferredComponent<P extends object> {
  (props: P): ReactNode
  /** Loads the code; once settled, renders read it synchronously (no suspense, no fallback). */
  preload(): Promise<void>
}

/**
 * A component whose code is fetched the first time it renders, like React.lazy, but which can be
 * loaded ahead: the prerender preloads it so the server HTML is complete, and a client-side
 * navigation preloads it so the page appears whole. Inside a LazySection it renders only once the
 * section is near the viewport, so a visitor who never scrolls there never downloads it. Like all
 * code fetched after start-up, it renders once the whole message catalog is there too.
 */
export function deferredComponent<P extends object>(loadCode: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const load = afterCatalog(loadCode)
  let pending: ReadablePromise<ComponentType<P>> | undefined

  const ensure = (): ReadablePromise<ComponentType<P>> => {
    pending ??= readableOnceFulfilled(
      load().catch((error: unknown) => {
        pending = undefined // a failed chunk request may succeed on the next attempt
        throw error
      }),
    )
    return pending
  }

  function Deferred(props: P) {
    const Component = use(ensure() as Promise<ComponentType<P>>)
    return createElement(Component, props)
  }
  Deferred.preload = () => ensure().then(() => undefined)
  return Deferred
}
