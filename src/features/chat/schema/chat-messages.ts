import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ruleMessages } from '~/lib/validation/rule-messages'
import { maxMessageLength } from './chat-rules'

const maxLength = maxMessageLength

const tooFast = msg`You are sending messages very quickly. Please wait a moment and try again.`
const tooLong = msg`Your message is too long: please keep it to ${maxLength} characters.`

/** What the widget shows, and the chat routes answer, for each code. */
export const chatMessages: Record<string, MessageDescriptor> = {
  ...ruleMessages,
  'chat.blank': msg`Please type a message.`,
  'chat.tooLong': tooLong,
  // A body over the route's cap is a message far over the limit.
  'request.tooLarge': tooLong,
  'chat.flagged': msg`Your message contains code or too many links, so it cannot be sent. Please rephrase it.`,
  'chat.tooFast': tooFast,
  'chat.ended': msg`This conversation has ended. Send your message again to start a new one.`,
  /** The spec's message for any failed send. */
  'chat.failed': msg`Sorry, something went wrong. Please try again or contact us by phone.`,
  'request.rateLimited': tooFast,
}

export function chatMessageFor(code: string): MessageDescriptor {
  return chatMessages[code] ?? chatMessages['chat.failed']!
}
