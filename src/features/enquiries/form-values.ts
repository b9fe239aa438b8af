import type { EnquiryPayload } from './api/submit-enquiry'
import type { FormType } from './schema/options'

export interface EnquiryFormValues {
  name: string
  email: string
  phone: string
  service: string
  message: string
  additionalData: Record<string, string | number>
}

export const emptyEnquiry = (): EnquiryFormValues => ({
  name: '',
  email: '',
  phone: '',
  service: '',
  message: '',
  additionalData: {},
})

const topLevelFields = new Set(['name', 'email', 'phone', 'service', 'message', 'form', 'formType'])

/** Rule codes are keyed by field name; the form addresses extended fields as "additionalData.<name>". */
export function formPathOf(field: string): string {
  return topLevelFields.has(field) ? field : `additionalData.${field}`
}

export function toPayload(
  values: EnquiryFormValues,
  formType: FormType,
  locale: 'en' | 'nl',
  idempotencyKey: string,
): EnquiryPayload {
  const additionalData = Object.fromEntries(
    Object.entries(values.additionalData).filter(([, value]) => value !== '' && value !== undefined),
  )
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    service: values.service,
    message: values.message.trim(),
    formType,
    locale,
    idempotencyKey,
    ...(Object.keys(additionalData).length > 0 ? { additionalData } : {}),
  }
}
