import { createRouter } from '@tanstack/react-router'
import { ErrorFallback } from '~/features/shell/components/ErrorFallback/ErrorFallback'
import { routeTree } from './routeTree.gen'

export function createAppRouter() {
  // The first render is the prerendered page the browser has already placed, and a visitor on a slow
  // phone may have scrolled it before hydration ends: only later navigations restore or reset scroll.
  let firstRender = true
  const restoreScroll = () => {
    if (!firstRender) return true
    firstRender = false
    return false
  }
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: restoreScroll,
    trailingSlash: 'never',
    defaultErrorComponent: ErrorFallback,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
