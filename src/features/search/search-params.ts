import * as v from 'valibot'

/**
 * The search page's URL parameters. TanStack Router parses `?q=2026` as a
 * number, so numbers are taken as text; anything else counts as no query.
 */
const searchParamsSchema = v.object({
  q: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).slice(0, 200)),
      ),
    ),
    undefined,
  ),
})

export type SearchParams = v.InferOutput<typeof searchParamsSchema>

export function validateSearchParams(search: Record<string, unknown>): SearchParams {
  return v.parse(searchParamsSchema, search)
}
