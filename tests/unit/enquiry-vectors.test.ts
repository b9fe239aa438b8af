import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { validateEnquiry as validateOnClient } from '~/features/enquiries/schema/enquiry-schema'
import { enquiryVectors } from '../vectors/expand'

// The hooks run the bundle of the same rules (scripts/hooks-bundle.mjs); the API tests run it in PocketBase.
const require = createRequire(import.meta.url)
const { parseEnquiry } = require('../../pb_hooks/lib/generated/enquiries.js') as {
  parseEnquiry: (input: unknown) => { ok: true } | { ok: false; errors: Record<string, string> }
}
const validateWithBundle = (input: unknown) => {
  const parsed = parseEnquiry(input)
  return parsed.ok ? {} : parsed.errors
}

describe.each([
  ['the form (TypeScript)', validateOnClient],
  ['the hooks bundle', validateWithBundle],
])('enquiry rules in %s', (_side, validate) => {
  it.each(enquiryVectors)('$title', ({ input, errors }) => {
    expect(validate(input)).toEqual(errors)
  })
})
