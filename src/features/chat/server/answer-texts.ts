import { msg } from '@lingui/core/macro'
import { business, replyWithinHours } from '~/content/facts'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { talkToPersonLabel } from '../chat-texts'

const phone = business.phone.display
const hours = replyWithinHours

/** The honest answer when neither the facts nor the site's pages answer the question. */
export function unknownAnswer(locale: Locale): string {
  const talk = translate(talkToPersonLabel, locale)
  return translate(
    msg`I am not sure about that, and I would rather not guess. A colleague can answer it: call us at ${phone}, send a WhatsApp message or choose "${talk}" to send us your question. We reply within ${hours} hours.`,
    locale,
  )
}

export function offTopicAnswer(locale: Locale): string {
  return translate(
    msg`I can only help with questions about ParaPro Skydiving: our jumps, demonstrations, media, booking and the rules that apply. Is there anything about those I can help you with?`,
    locale,
  )
}

export function abuseAnswer(locale: Locale): string {
  return translate(msg`I would like to help, but let us keep it friendly. Ask me anything about our jumps, shows and services.`, locale)
}
