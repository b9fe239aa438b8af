import * as v from 'valibot'
import { formTypes, servicesByForm, type FormType } from './options'
import { hasFlaggedText } from './security'

/**
 * The enquiry rules of spec §5 and spec-decisions. Messages are codes; the
 * form shows them through enquiry-messages.ts, and the server answers the
 * same codes (tests/vectors/enquiries.json runs against both).
 */
// The same explicit letter ranges as the server, whose JS VM has no \p{L}.
const letters = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0300-\\u036F\\u0370-\\u03FF\\u0400-\\u052F\\u0590-\\u05FF\\u0600-\\u06FF\\u0900-\\u097F\\u0E00-\\u0E7F\\u1E00-\\u1EFF\\u3040-\\u30FF\\u4E00-\\u9FFF\\uAC00-\\uD7AF'
// eslint-disable-next-line no-misleading-character-class -- combining marks are allowed after a letter (decomposed accents)
const namePattern = new RegExp(`^[${letters}][${letters} '\u2019.-]*$`)
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const phonePattern = /^\+?[0-9 ()-]{7,14}$/

const name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(2, 'name.tooShort'),
  v.maxLength(50, 'name.tooLong'),
  v.regex(namePattern, 'name.characters'),
)

const email = v.pipe(
  v.string(),
  v.trim(),
  v.regex(emailPattern, 'email.invalid'),
  v.minLength(5, 'email.tooShort'),
  v.maxLength(100, 'email.tooLong'),
)

const phone = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.check((value) => value === '' || (phonePattern.test(value) && value.length >= 8 && value.length <= 15), 'phone.invalid'),
)

function messageRule(required: boolean) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => !required || value.trim() !== '', 'message.empty'),
    v.trim(),
    v.check((value) => (!required && value === '') || value.length >= 10, 'message.tooShort'),
    v.maxLength(1000, 'message.tooLong'),
  )
}

const optionalText = v.optional(v.pipe(v.string(), v.maxLength(500, 'additional.tooLong')))
const optionalCount = v.optional(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.check((value) => value === '' || (Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 100_000), 'attendees.invalid'),
  ),
)
const tandemWeight = v.optional(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.check((value) => value === '' || Number(value) >= 40, 'weight.tooLow'),
    v.check((value) => value === '' || Number(value) <= 100, 'weight.overLimit'),
  ),
)

function additionalData(formType: FormType) {
  return v.optional(
    v.object({
      date: optionalText,
      location: optionalText,
      attendees: optionalCount,
      budget: optionalText,
      weight: formType === 'tandem' ? tandemWeight : v.optional(v.union([v.string(), v.number()])),
      experience: optionalText,
      medicalInfo: optionalText,
      companyName: optionalText,
      eventType: optionalText,
      specialRequests: optionalText,
    }),
  )
}

function schemaFor(formType: FormType) {
  return v.object({
    name,
    email,
    phone,
    service: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('service.required'),
      v.picklist(servicesByForm[formType] as readonly string[], 'service.invalid'),
    ),
    message: messageRule(formType === 'contact'),
    formType: v.literal(formType),
    additionalData: additionalData(formType),
  })
}

export const enquirySchemas = Object.fromEntries(formTypes.map((type) => [type, schemaFor(type)])) as {
  [K in FormType]: ReturnType<typeof schemaFor>
}

export type EnquiryInput = v.InferInput<ReturnType<typeof schemaFor>>
export type EnquiryErrors = Record<string, string>

/** Field -> error code for the given input; empty when it may be sent. */
export function validateEnquiry(input: Record<string, unknown>): EnquiryErrors {
  if (hasFlaggedText(input)) return { form: 'security.rejected' }
  const formType = input.formType
  if (typeof formType !== 'string' || !formTypes.includes(formType as FormType)) {
    const errors = validateEnquiry({ ...input, formType: 'contact' })
    return { ...errors, formType: 'formType.invalid' }
  }
  const result = v.safeParse(enquirySchemas[formType as FormType], input, { abortPipeEarly: true })
  if (result.success) return {}
  const errors: EnquiryErrors = {}
  for (const issue of result.issues) {
    const key = issue.path?.at(-1)?.key
    const field = typeof key === 'string' ? key : 'form'
    errors[field] ??= issue.message
  }
  return errors
}
