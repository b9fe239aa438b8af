import { isServer, QueryClient } from '@tanstack/react-query'

/** product §7.7: up to 3 retries, delay doubling from 1 s to 30 s, fresh for 5 minutes, no refetch on focus. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay,
        staleTime: 5 * 60_000,
        // While prerendering, a garbage-collection timer would keep the build process alive for 5 minutes.
        gcTime: isServer ? Infinity : 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  })
}
