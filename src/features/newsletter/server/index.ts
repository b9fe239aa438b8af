/**
 * What the newsletter routes in pb_hooks run of this feature, bundled into
 * pb_hooks/lib/generated/newsletter.js by scripts/hooks-bundle.mjs.
 */
import type { Locale } from '~/lib/i18n/locales'
import { rejectionBody as buildRejection } from '~/lib/validation/rejection-body'
import { signUpMessageFor } from '../schema/sign-up-messages'

export { parseSignUp } from '../schema/sign-up-schema'
export { confirmationMailText, guideMailText } from './newsletter-mail-text'

/** The body of a refused sign-up, with the form's own messages. */
export const rejectionBody = (code: string, locale: Locale, fieldErrors?: Record<string, string>) =>
  buildRejection(signUpMessageFor, code, locale, fieldErrors)
