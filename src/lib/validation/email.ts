import * as v from 'valibot'

/**
 * The one e-mail rule of the site: forms, the enquiry and newsletter routes and the chat check it,
 * and PocketBase's own check (govalidator's IsEmail) accepts every address it accepts, so a stored
 * record never fails on its e-mail after the route said yes. A dot-atom local part (no leading,
 * trailing or doubled dot; no quoted strings, comments or semicolons), a domain of labels and a
 * top-level domain of at least two letters. Non-ASCII letters are allowed where PocketBase allows
 * them. Plain ranges only: the hooks' JS engine has no Unicode property escapes.
 */
const nonAscii = '\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF'
const atom = `[A-Za-z0-9!#$%&'*+/=?^_\`{|}~\\-${nonAscii}]+`
const label = `[A-Za-z0-9${nonAscii}](?:[A-Za-z0-9\\-${nonAscii}]*[A-Za-z0-9${nonAscii}])?`
const emailPattern = new RegExp(`^${atom}(?:\\.${atom})*@(?:${label}\\.)+[A-Za-z${nonAscii}]{2,}$`)

const emailMinLength = 5
const emailMaxLength = 100

/** A trimmed address, or the first broken rule as a code: email.invalid, email.tooShort, email.tooLong. */
export const emailRule = v.pipe(
  v.string('email.invalid'),
  v.trim(),
  v.regex(emailPattern, 'email.invalid'),
  v.minLength(emailMinLength, 'email.tooShort'),
  v.maxLength(emailMaxLength, 'email.tooLong'),
)
