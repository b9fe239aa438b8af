import * as v from 'valibot'
import { emailRule } from '~/lib/validation/email'
import { hasFlaggedText } from '~/lib/validation/flagged-text'
import { personNameRule } from '~/lib/validation/person-name'
import { optionalPhoneRule } from '~/lib/validation/phone'
import {
  additionalFieldsByForm,
  corporateBudgets,
  demoBudgets,
  formTypes,
  maxAttendees,
  maxDetailLength,
  servicesByForm,
  tandemExperience,
  tandemMaxWeightKg,
  tandemMinWeightKg,
  type FormType,
} from './options'

/**
 * The enquiry rules: one definition, run by the form in the browser and by the enquiry route in
 * the hooks (bundled by scripts/hooks-bundle.mjs). Messages are codes; enquiry-messages.ts holds
 * their texts. The parsed output is what the server stores: trimmed text, numbers as numbers and
 * only the extra details of the tab that was sent.
 */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** An optional detail: a blank form field counts as not given. */
function optionalDetail<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(schema)))
}

function numberDetail(code: string, ...checks: v.PipeItem<number, number, v.BaseIssue<unknown>>[]) {
  const asNumber = v.pipe(v.union([v.string(code), v.number(code)], code), v.transform(Number))
  return optionalDetail(v.pipe(asNumber, v.pipe(v.number(code), ...checks)))
}

const attendees = numberDetail(
  'attendees.invalid',
  v.integer('attendees.invalid'),
  v.minValue(1, 'attendees.invalid'),
  v.maxValue(maxAttendees, 'attendees.invalid'),
)
const weight = numberDetail('weight.tooLow', v.minValue(tandemMinWeightKg, 'weight.tooLow'), v.maxValue(tandemMaxWeightKg, 'weight.overLimit'))

const textDetail = optionalDetail(v.pipe(v.string('additional.tooLong'), v.trim(), v.maxLength(maxDetailLength, 'additional.tooLong')))
const choiceDetail = (values: readonly string[]) => optionalDetail(v.picklist(values, 'option.invalid'))

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/
/** A real calendar date as YYYY-MM-DD, the value of a date field. */
function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === value
}
const dateDetail = optionalDetail(v.pipe(v.string('date.invalid'), v.check(isCalendarDate, 'date.invalid')))

const detailRules = {
  location: textDetail,
  companyName: textDetail,
  attendees,
  weight,
  experience: choiceDetail(tandemExperience),
  date: dateDetail,
}
const budgets: Partial<Record<FormType, readonly string[]>> = { demo: demoBudgets, corporate: corporateBudgets }

function additionalData(formType: FormType) {
  const entries = additionalFieldsByForm[formType].map((field) => [
    field,
    field === 'budget' ? choiceDetail(budgets[formType] ?? []) : detailRules[field],
  ])
  return optionalDetail(v.object(Object.fromEntries(entries) as Record<string, v.GenericSchema<unknown, string | number | undefined>>, 'additionalData.invalid'))
}

function messageRule(required: boolean) {
  return v.pipe(
    v.optional(v.string('message.empty'), ''),
    v.check((value) => !required || value.trim() !== '', 'message.empty'),
    v.trim(),
    v.check((value) => (!required && value === '') || value.length >= 10, 'message.tooShort'),
    v.maxLength(1000, 'message.tooLong'),
  )
}

function schemaFor(formType: FormType) {
  return v.object({
    name: personNameRule(2, 50),
    email: emailRule,
    phone: optionalPhoneRule,
    service: v.pipe(
      v.string('service.required'),
      v.trim(),
      v.nonEmpty('service.required'),
      v.picklist(servicesByForm[formType] as readonly string[], 'service.invalid'),
    ),
    message: messageRule(formType === 'contact'),
    formType: v.literal(formType),
    additionalData: additionalData(formType),
  })
}

const enquirySchemas = Object.fromEntries(formTypes.map((type) => [type, schemaFor(type)])) as {
  [K in FormType]: ReturnType<typeof schemaFor>
}

export type EnquiryInput = v.InferInput<ReturnType<typeof schemaFor>>
export type Enquiry = v.InferOutput<ReturnType<typeof schemaFor>>
export type EnquiryErrors = Record<string, string>
export type ParsedEnquiry = { ok: true; enquiry: Enquiry } | { ok: false; errors: EnquiryErrors }

/**
 * Field -> error code, or the enquiry as it is stored. A flagged text anywhere rejects the whole
 * form under "form"; an unknown form type is reported beside the general tab's field errors.
 */
export function parseEnquiry(input: unknown): ParsedEnquiry {
  const data = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>
  if (hasFlaggedText(data)) return { ok: false, errors: { form: 'security.rejected' } }
  const formType = data.formType
  if (typeof formType !== 'string' || !formTypes.includes(formType as FormType)) {
    const parsed = parseEnquiry({ ...data, formType: 'contact' })
    return { ok: false, errors: { ...(parsed.ok ? {} : parsed.errors), formType: 'formType.invalid' } }
  }
  const result = v.safeParse(enquirySchemas[formType as FormType], data, { abortPipeEarly: true })
  if (result.success) return { ok: true, enquiry: result.output }
  const errors: EnquiryErrors = {}
  for (const issue of result.issues) {
    const path = issue.path ?? []
    const key = path[path.length - 1]?.key
    const field = typeof key === 'string' ? key : 'form'
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

/** Field -> error code; empty when the enquiry may be sent. */
export function validateEnquiry(input: unknown): EnquiryErrors {
  const parsed = parseEnquiry(input)
  return parsed.ok ? {} : parsed.errors
}
