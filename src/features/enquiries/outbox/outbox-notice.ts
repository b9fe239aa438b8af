import { msg } from '@lingui/core/macro'
import { i18n } from '~/lib/i18n/i18n'
import { notify } from '~/lib/notify'
import { currentSiteFacts } from '~/lib/site-facts'
import { outboxMessage, type OutboxNotice } from './outbox-protocol'

/** What to do about an enquiry the server refused: the phone number only when staff set one. */
function rejectedAdvice(phone: string | undefined) {
  return phone
    ? msg`Our server did not accept the enquiry you wrote offline. Please fill in the form again or call us at ${phone}.`
    : msg`Our server did not accept the enquiry you wrote offline. Please fill in the form again.`
}

/** Tells the visitor what became of an enquiry written offline. */
export function showOutboxNotice(notice: OutboxNotice): void {
  if (notice.type === outboxMessage.delivered) {
    notify({
      color: 'green',
      autoClose: 8000,
      title: i18n._(msg`Your saved enquiry has been sent`),
      message: i18n._(msg`We will reply with an answer or a quote within 24 hours.`),
    })
    return
  }
  notify({
    color: 'red',
    autoClose: false,
    title: i18n._(msg`A saved enquiry could not be sent`),
    message: i18n._(rejectedAdvice(currentSiteFacts().phone)),
  })
}
