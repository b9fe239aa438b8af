import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ChatConversationRecord, ClosedBy, ReplyKind, TranscriptMailState } from './chat-types'

export const conversationStatusLabels: Record<ChatConversationRecord['status'], MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'a conversation that has not ended' }),
  closed: msg`Closed`,
}

export const closedByLabels: Record<ClosedBy, MessageDescriptor> = {
  manual: msg`Closed by the visitor`,
  auto: msg`Closed after inactivity`,
  expired: msg`Closed by the server (tab left open or closed)`,
}

export const transcriptMailLabels: Record<TranscriptMailState, MessageDescriptor> = {
  not_due: msg`Not sent yet (conversation open)`,
  pending: msg`Mail waiting`,
  sent: msg`Mail sent`,
  failed: msg`Mail failed`,
  limited: msg`Not sent: this address had the day's mails from the site's forms`,
}

/** How an answer came about: staff see it beside each answer of the assistant. */
export const replyKindLabels: Record<ReplyKind, MessageDescriptor> = {
  intent: msg`Exact answer from the facts`,
  passage: msg`Answer from a page of the site`,
  unknown: msg`Did not know: offered a person`,
  'off-topic': msg`Declined: other subject`,
  abuse: msg`Declined: unfriendly message`,
  model: msg`Phrased by the language model`,
}
