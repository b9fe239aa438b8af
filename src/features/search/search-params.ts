/**
 * The search page's URL parameters. TanStack Router parses `?q=2026` as a number, so numbers are
 * taken as text; anything else counts as no query. A plain check, not a valibot schema: the route's
 * definition, and with it this check, is part of every page's start-up code (decision 033).
 */
export interface SearchParams {
  q?: string
}

const maxQueryLength = 200

export function validateSearchParams(search: Record<string, unknown>): SearchParams {
  const { q } = search
  return typeof q === 'string' || typeof q === 'number' ? { q: String(q).slice(0, maxQueryLength) } : {}
}
