import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** Server renders wait for these before rendering (see `lazyComponentsReady`). */
const serverLoads = new Set<Promise<unknown>>()

/** A thenable that calls back at once, so React.lazy resolves without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then: <R1, R2>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) =>
      (onFulfilled ? onFulfilled(value) : value) as unknown as PromiseLike<R1 | R2>,
  }
}

/**
 * `React.lazy` for a below-the-fold section whose code stays out of the
 * page's initial JavaScript, but whose HTML is still prerendered in full.
 *
 * - In the browser it is a plain lazy component: its chunk is requested when
 *   it first renders, which inside a `LazySection` is when the section comes
 *   near the viewport. Until then, and while the chunk loads, React keeps the
 *   prerendered HTML on screen (no layout shift).
 * - On the server the module is imported at once; the renderer awaits
 *   `lazyComponentsReady()` and then renders it synchronously, as
 *   `renderToString` cannot wait for a suspended component.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  let loaded: ComponentType<P> | undefined
  const start = () =>
    load().then((component) => {
      loaded = component
      return { default: component }
    })
  if (import.meta.env.SSR) serverLoads.add(start())
  return lazy(() => (loaded ? settled({ default: loaded }) : start()) as Promise<{ default: ComponentType<P> }>)
}

/** Resolves once every lazy component defined so far is loaded (server rendering only). */
export async function lazyComponentsReady(): Promise<void> {
  await Promise.all(serverLoads)
}
