import type { I18n } from '@lingui/core'
import { formatCalendarDate, formatNumber } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'
import { contactLabels, requestTitles } from './enquiry-labels'
import { formFields, type FieldSpec } from './form-config'
import { formTypes, isFormType, type FormType } from './schema/form-types'

/**
 * The form's own labels for a stored enquiry, for the staff screens (the routes hand these to the
 * staff feature): every field of its tab, extra details included, in the order of the form.
 */
export interface StoredEnquiryFields {
  name: string
  email: string
  phone: string
  service: string
  message: string
  formType: string
  additionalData: Record<string, unknown>
}

export interface EnquiryDetailRow {
  /** The form's field: a top-level one or "additionalData.<name>". */
  field: string
  label: string
  value: string
  /** A free text, shown as a block. */
  long: boolean
}

function valueOf(spec: FieldSpec, enquiry: StoredEnquiryFields, i18n: I18n, locale: Locale): string {
  const [top, detail] = spec.path.split('.')
  const raw = detail ? enquiry.additionalData[detail] : enquiry[top as keyof StoredEnquiryFields]
  if (raw === undefined || raw === null || raw === '') return ''
  const option = spec.options?.find((item) => item.value === raw)
  if (option) return i18n._(option.label)
  if (spec.kind === 'number' && typeof raw === 'number') return formatNumber(raw, locale)
  if (spec.kind === 'date') return formatCalendarDate(String(raw), locale)
  return String(raw)
}

export function enquiryDetailRows(enquiry: StoredEnquiryFields, i18n: I18n, locale: Locale): EnquiryDetailRow[] {
  if (!isFormType(enquiry.formType)) return []
  return formFields[enquiry.formType].flatMap((spec) => {
    const value = valueOf(spec, enquiry, i18n, locale)
    return value === '' ? [] : [{ field: spec.path, label: i18n._(contactLabels[spec.path] ?? spec.label), value, long: spec.kind === 'textarea' }]
  })
}

export function formTypeLabel(formType: string, i18n: I18n): string {
  return isFormType(formType) ? i18n._(requestTitles[formType]) : formType
}

export function serviceLabel(formType: string, service: string, i18n: I18n): string {
  if (!isFormType(formType)) return service
  const option = formFields[formType].find((field) => field.path === 'service')?.options?.find((item) => item.value === service)
  return option ? i18n._(option.label) : service
}

/** Every service of every tab, for a filter: value, label and the tab it belongs to. */
export function serviceChoices(i18n: I18n): { formType: FormType; value: string; label: string }[] {
  return formTypes.flatMap((formType) =>
    (formFields[formType].find((field) => field.path === 'service')?.options ?? []).map((item) => ({ formType, value: item.value, label: i18n._(item.label) })),
  )
}

export { formTypes }
