import vectors from './enquiries.json'

export interface EnquiryVector {
  title: string
  input: Record<string, unknown>
  errors: Record<string, string>
}

/** "@repeat:x:1001" stands for 1001 x's, so long inputs stay readable in the JSON. */
function expand(value: unknown): unknown {
  if (typeof value === 'string') {
    const match = /^@repeat:(.):(\d+)$/.exec(value)
    return match ? match[1]!.repeat(Number(match[2])) : value
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, expand(inner)]))
  }
  return value
}

export const enquiryVectors: EnquiryVector[] = vectors.cases.map((vector) => ({
  title: vector.title,
  input: expand({ ...vectors.valid, ...vector.input }) as Record<string, unknown>,
  errors: vector.errors as Record<string, string>,
}))
