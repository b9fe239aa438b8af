import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useSiteQueryClient } from './useSiteQueryClient'

function clientsOf(render: (Probe: () => null) => React.ReactElement): unknown[] {
  const seen: unknown[] = []
  const Probe = () => {
    seen.push(useSiteQueryClient())
    return null
  }
  renderToString(render(Probe))
  return seen
}

describe('useSiteQueryClient', () => {
  it('gives every section the same client when no provider encloses them, with the site policy', () => {
    const [first, second] = clientsOf((Probe) => (
      <>
        <Probe />
        <Probe />
      </>
    ))
    expect(first).toBeInstanceOf(QueryClient)
    expect(second).toBe(first)
    expect((first as QueryClient).getDefaultOptions().queries).toMatchObject({ retry: 3, staleTime: 300_000 })
  })

  it('prefers the client of an enclosing provider', () => {
    const provided = new QueryClient()
    const [client] = clientsOf((Probe) => (
      <QueryClientProvider client={provided}>
        <Probe />
      </QueryClientProvider>
    ))
    expect(client).toBe(provided)
  })
})
