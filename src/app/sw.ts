/// <reference lib="webworker" />
// The service worker: the site's caching (src/features/pwa/worker) and the outbox that keeps
// enquiries posted without a connection and sends them later (src/features/enquiries/outbox).
import '~/features/pwa/worker/site-worker'
import { registerEnquiryOutbox } from '~/features/enquiries/outbox/worker-outbox'

registerEnquiryOutbox()
