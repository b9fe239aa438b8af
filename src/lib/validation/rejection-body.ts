import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'

export interface RejectionBody {
  code: string
  message: string
  errors: Record<string, { code: string; message: string }>
}

/**
 * The answer of a public write route that refuses a request (server side): the first field's
 * message on top, every field's code and message below, in the visitor's language.
 */
export function rejectionBody(
  messageFor: (code: string) => MessageDescriptor,
  code: string,
  locale: Locale,
  fieldErrors: Record<string, string> = {},
): RejectionBody {
  const errors: RejectionBody['errors'] = {}
  for (const [field, fieldCode] of Object.entries(fieldErrors)) {
    errors[field] = { code: fieldCode, message: translate(messageFor(fieldCode), locale) }
  }
  const first = Object.values(fieldErrors)[0] ?? code
  return { code, message: translate(messageFor(first), locale), errors }
}
