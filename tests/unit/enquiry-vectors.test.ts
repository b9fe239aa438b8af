import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { validateEnquiry as validateOnClient } from '~/features/enquiries/schema/enquiry-schema'
import { enquiryVectors } from '../vectors/expand'

const require = createRequire(import.meta.url)
const { validateEnquiry: validateOnServer } = require('../../pb_hooks/lib/enquiry-rules.js') as {
  validateEnquiry: (input: unknown) => Record<string, string>
}

describe.each([
  ['client (valibot)', validateOnClient],
  ['server (pb_hooks)', validateOnServer],
])('enquiry rules on the %s', (_side, validate) => {
  it.each(enquiryVectors)('$title', ({ input, errors }) => {
    expect(validate(input)).toEqual(errors)
  })
})
