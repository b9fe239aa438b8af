import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { EnquiryStatus, MailState } from './enquiry-types'

export const statusLabels: Record<EnquiryStatus, MessageDescriptor> = {
  new: msg`New`,
  in_progress: msg`In progress`,
  answered: msg`Answered`,
  closed: msg`Closed`,
}

export const statusColors: Record<EnquiryStatus, string> = { new: 'red.9', in_progress: 'indigo.9', answered: 'teal.9', closed: 'gray.7' }

export const mailStateLabels: Record<MailState, MessageDescriptor> = {
  pending: msg`Mail waiting`,
  sent: msg`Mail sent`,
  failed: msg`Mail failed`,
  limited: msg`Not sent: this address had the day's mails from the site's forms`,
}
