import type { Locale } from '~/lib/i18n/locales'
import { rejectionBody as buildRejection } from '~/lib/validation/rejection-body'
import { enquiryMessageFor } from '../schema/enquiry-messages'

/** The body of a refused enquiry, with the form's own messages. */
export const rejectionBody = (code: string, locale: Locale, fieldErrors?: Record<string, string>) =>
  buildRejection(enquiryMessageFor, code, locale, fieldErrors)
