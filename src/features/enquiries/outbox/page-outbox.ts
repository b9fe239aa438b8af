import { afterCatalog } from '~/lib/i18n/i18n'
import { isOutboxNotice, outboxMessage } from './outbox-protocol'

const onlineRetryMs = 3000

/** Asks the worker to send enquiries kept offline: browsers without the Sync API rely on this. */
function requestOutboxDelivery(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  container?.controller?.postMessage({ type: outboxMessage.deliver })
}

// The notices' text and code come when a notice is due: most visits never see one.
const loadOutboxNotice = afterCatalog(() => import('./outbox-notice'))

/** Started with the page (not with React), so a delivery reported during load is not missed. */
export function listenToOutbox(): void {
  // Enquiries kept by an earlier visit go out as soon as the worker runs, also where the Sync API is missing.
  void navigator.serviceWorker?.ready.then(() => requestOutboxDelivery(), () => undefined)
  window.addEventListener('online', () => {
    requestOutboxDelivery()
    // The online event can come a moment before requests get through: ask once more a little later.
    setTimeout(() => requestOutboxDelivery(), onlineRetryMs)
  })
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data
    if (isOutboxNotice(data)) void loadOutboxNotice().then(({ showOutboxNotice }) => showOutboxNotice(data), () => undefined)
  })
}
