import { msg } from '@lingui/core/macro'
import { business } from '~/content/facts'
import { i18n } from '~/lib/i18n/i18n'
import { notify } from '~/lib/notify'
import { outboxMessage, type OutboxNotice } from './outbox-protocol'

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
    message: i18n._(msg`Our server did not accept the enquiry you wrote offline. Please fill in the form again or call us at ${business.phone.display}.`),
  })
}
