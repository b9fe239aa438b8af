import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { ErrorFallback } from '~/features/shell/components/ErrorFallback/ErrorFallback'
import { createQueryClient } from '~/lib/query/query-client'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
}

export function createAppRouter() {
  const queryClient = createQueryClient()
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
    context: { queryClient },
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
