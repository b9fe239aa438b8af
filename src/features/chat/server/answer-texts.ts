import { msg } from '@lingui/core/macro'
import { replyWithinHours } from '~/content/facts'
import type { Locale } from '~/lib/i18n/locales'
import { translate } from '~/lib/i18n/translate-in-hooks'
import type { SiteFacts } from '~/lib/site-facts-shape'
import { talkToPersonLabel } from '../chat-texts'
import { reachUs } from './details/reach-us'

const hours = replyWithinHours

/** The honest answer when neither the facts nor the site's pages answer the question. */
export function unknownAnswer(locale: Locale, facts: SiteFacts): string {
  const talk = translate(talkToPersonLabel, locale)
  const ways = reachUs(facts, locale, { last: msg`choose "${talk}" to send us your question` })
  return translate(msg`I am not sure about that, and I would rather not guess. A colleague can answer it: ${ways}. We reply within ${hours} hours.`, locale)
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
