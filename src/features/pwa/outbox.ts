import { msg } from '@lingui/core/macro'
import { business } from '~/content/facts'
import { i18n } from '~/lib/i18n/i18n'
import { notify } from '~/lib/notify'
import { isOutboxNotice, outboxMessage, type OutboxNotice } from '~/lib/outbox/outbox-protocol'

const onlineRetryMs = 3000

/** Asks the worker to send enquiries kept offline: browsers without the Sync API rely on this. */
export function requestOutboxDelivery(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  container?.controller?.postMessage({ type: outboxMessage.deliver })
}

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

/** Started with the page (not with React), so a delivery reported during load is not missed. */
export function listenToOutbox(): void {
  window.addEventListener('online', () => {
    requestOutboxDelivery()
    // The online event can come a moment before requests get through: ask once more a little later.
    setTimeout(() => requestOutboxDelivery(), onlineRetryMs)
  })
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data
    if (isOutboxNotice(data)) showOutboxNotice(data)
  })
}
