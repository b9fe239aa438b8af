import * as v from 'valibot'
import { emailRule } from '~/lib/validation/email'
import { hasFlaggedText } from '~/lib/validation/flagged-text'
import { personNamePattern } from '~/lib/validation/person-name'

/** The newsletter sign-up: a name of 2 to 30 letters and the site's e-mail rule; run by the form and the route. */
const signUpSchema = v.object({
  name: v.pipe(
    v.string('name.invalid'),
    v.trim(),
    v.minLength(2, 'name.invalid'),
    v.maxLength(30, 'name.invalid'),
    v.regex(personNamePattern, 'name.invalid'),
  ),
  email: v.pipe(emailRule, v.toLowerCase()),
})

export type SignUp = v.InferOutput<typeof signUpSchema>
export type ParsedSignUp = { ok: true; signUp: SignUp } | { ok: false; errors: Record<string, string> }

export function parseSignUp(input: unknown): ParsedSignUp {
  if (hasFlaggedText(input)) return { ok: false, errors: { form: 'security.rejected' } }
  const result = v.safeParse(signUpSchema, input, { abortPipeEarly: true })
  if (result.success) return { ok: true, signUp: result.output }
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' ? key : 'form'
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
