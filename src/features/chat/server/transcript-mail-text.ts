import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { formatCalendarDate } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'
import { mailGreeting } from '~/lib/i18n/mail-greeting'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { chatTranscriptLinkDays } from '~/content/facts'
import type { SiteFacts } from '~/lib/site-facts-shape'
import type { ChatSource } from '../schema/chat-contract'
import { amsterdamDateTime } from './amsterdam-time'
import { capitalised, reachUs } from './details/reach-us'

/** A conversation as stored, read back for its transcript mails. */
export interface StoredConversation {
  id: string
  customerName: string
  customerEmail: string
  locale: Locale
  startPage: string
  /** ISO instants. */
  startedAt: string
  closedAt: string
  closedBy: 'manual' | 'auto' | 'expired'
}

export interface StoredMessage {
  role: 'user' | 'assistant'
  content: string
  sources: ChatSource[]
  createdAt: string
  /** A visitor's question the assistant could not answer. */
  unanswered: boolean
}

export interface MailText {
  subject: string
  text: string
}

const speakers: Record<StoredMessage['role'], MessageDescriptor> = { user: msg`You`, assistant: msg`Assistant` }
const staffSpeakers: Record<StoredMessage['role'], MessageDescriptor> = { user: msg`Visitor`, assistant: msg`Assistant` }
const closings: Record<StoredConversation['closedBy'], MessageDescriptor> = {
  manual: msg`closed by the visitor`,
  auto: msg`closed automatically after inactivity`,
  expired: msg`closed by the server after the visitor left`,
}
const languageNames: Record<Locale, MessageDescriptor> = { en: msg`English`, nl: msg`Dutch` }

/** "17:05 You: ..." lines, each source under its answer as a full link. */
function transcriptLines(messages: readonly StoredMessage[], locale: Locale, origin: string, names: Record<StoredMessage['role'], MessageDescriptor>): string[] {
  return messages.flatMap((message) => {
    const { time } = amsterdamDateTime(new Date(message.createdAt))
    const lines = [`${time} ${translate(names[message.role], locale)}: ${message.content}`]
    for (const source of message.sources) {
      const title = source.title
      const url = `${origin}${source.url}`
      lines.push(`    ${translate(msg`Source: ${title} (${url})`, locale)}`)
    }
    return [...lines, '']
  })
}

function dayOf(iso: string, locale: Locale): string {
  return formatCalendarDate(amsterdamDateTime(new Date(iso)).date, locale)
}

/**
 * What goes to the address the visitor typed when the conversation closes: nobody has confirmed it,
 * so no word of the conversation and no name, only the link whose button sends the transcript
 * (a chat cannot be used to send someone else words or links from the company).
 */
export function transcriptOfferText(conversation: StoredConversation, appName: string, link: string): MailText {
  const { locale } = conversation
  const t = (descriptor: MessageDescriptor) => translate(descriptor, locale)
  const day = dayOf(conversation.startedAt, locale)
  const days = chatTranscriptLinkDays
  const lines = [
    mailGreeting('', locale),
    '',
    t(msg`You asked for the transcript of your conversation with our AI assistant on ${day}. Open this link and press the button, and we will send it to this address:`),
    link,
    t(msg`The link works for ${days} days. Did not chat with us? Then there is nothing to do: without the button nothing is sent.`),
    '',
    t(msg`Kind regards,`),
    appName,
  ]
  return { subject: t(msg`The transcript of your conversation with ${appName}`), text: lines.join('\n') }
}

/**
 * The transcript for the customer, in the language they chatted in, once they asked for it from the
 * offer's link; `facts`: the business details staff have set.
 */
export function customerTranscriptText(conversation: StoredConversation, messages: readonly StoredMessage[], appName: string, origin: string, facts: SiteFacts): MailText {
  const { locale } = conversation
  const t = (descriptor: MessageDescriptor) => translate(descriptor, locale)
  const name = conversation.customerName
  const day = dayOf(conversation.startedAt, locale)
  const contactUrl = `${origin}${locale === 'nl' ? '/nl' : ''}/contact`
  // Replying to this mail is the e-mail route already.
  const ways = capitalised(reachUs({ ...facts, email: undefined }, locale, { first: msg`reply to this e-mail`, last: msg`send us a message at ${contactUrl}` }))
  const lines = [
    mailGreeting(name, locale),
    '',
    t(msg`Here is the transcript of your conversation with our AI assistant on ${day}.`),
    '',
    ...transcriptLines(messages, locale, origin, speakers),
    t(msg`Anything else? ${ways}.`),
    '',
    t(msg`Kind regards,`),
    appName,
  ]
  return { subject: t(msg`Your conversation with ${appName}`), text: lines.join('\n') }
}

/** The copy for staff: who, where it started, how it ended, what the assistant could not answer. */
export function staffTranscriptText(conversation: StoredConversation, messages: readonly StoredMessage[], staffLocale: Locale, origin: string): MailText {
  const t = (descriptor: MessageDescriptor) => translate(descriptor, staffLocale)
  const who = conversation.customerName ? `${conversation.customerName} <${conversation.customerEmail}>` : conversation.customerEmail
  const email = conversation.customerEmail
  const language = t(languageNames[conversation.locale])
  const page = conversation.startPage ? `${origin}${conversation.startPage}` : '-'
  const started = `${dayOf(conversation.startedAt, staffLocale)} ${amsterdamDateTime(new Date(conversation.startedAt)).time}`
  const closed = `${amsterdamDateTime(new Date(conversation.closedAt)).time}, ${t(closings[conversation.closedBy])}`
  const unanswered = messages.filter((message) => message.role === 'user' && message.unanswered)
  const reference = conversation.id.slice(0, 8)
  const lines = [
    t(msg`Chat with ${who}`),
    '',
    t(msg`E-mail: ${email}`),
    t(msg`Language: ${language}`),
    t(msg`Started on: ${page}`),
    t(msg`Started: ${started}`),
    t(msg`Ended: ${closed}`),
    t(msg`Reference: ${reference}`),
    '',
    ...(unanswered.length > 0 ? [t(msg`Questions the assistant could not answer:`), ...unanswered.map((message) => `- ${message.content}`), ''] : []),
    ...transcriptLines(messages, staffLocale, origin, staffSpeakers),
    t(msg`Reply to this e-mail to answer the customer directly.`),
  ]
  return { subject: t(msg`Chat transcript: ${who}`), text: lines.join('\n') }
}
