import * as v from 'valibot'

const phonePattern = /^\+?[0-9 ()-]{7,14}$/

/** An optional phone number: empty, or 8 to 15 digits, spaces, hyphens and parentheses with an optional leading plus. */
export const optionalPhoneRule = v.pipe(
  v.optional(v.string('phone.invalid'), ''),
  v.trim(),
  v.check((value) => value === '' || (phonePattern.test(value) && value.length >= 8 && value.length <= 15), 'phone.invalid'),
)
