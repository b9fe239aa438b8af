/// <reference lib="webworker" />
// The site's caching: the precached pages and assets, runtime caches for data, images and pages, the
// offline page and the update handshake. Writes are never cached (src/app/sw.ts adds the outbox).
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { offlineRedirectTarget } from '../offline-return'
import { outdatedRuntimeCaches, runtimeCaches } from './cache-names'
import { freshnessPlugin } from './freshness-plugin'
import { isContentApi, isImage, isNeverCached, offlinePagePath } from './request-rules'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

const origin = self.location.origin
const day = 24 * 60 * 60

// The app shell and every prerendered page in both languages, revisioned by the build. Query
// strings are ignored like the static server ignores them (/search?q=x is the /search page).
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] })
cleanupOutdatedCaches()

// Workbox only answers requests a route matches; everything else (staff, auth, realtime, writes)
// goes to the network untouched. This guard keeps every route below off those requests.
const allowed = (request: Request, url: URL) =>
  !isNeverCached({ url, method: request.method, hasAuthorization: request.headers.has('authorization') }, origin)

registerRoute(
  ({ request, url }) => allowed(request, url) && isContentApi(url, origin),
  new NetworkFirst({
    cacheName: runtimeCaches.content,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 14 * day, purgeOnQuotaError: true }),
      freshnessPlugin,
    ],
  }),
)

registerRoute(
  ({ request, url }) => allowed(request, url) && isImage(url, request.destination, origin),
  new CacheFirst({
    cacheName: runtimeCaches.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
    ],
  }),
)

// Pages outside the precache (new ones since this build, unusual URLs) are kept after a visit.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && allowed(request, url) && url.origin === origin,
  new NetworkFirst({
    cacheName: runtimeCaches.pages,
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * day, purgeOnQuotaError: true }),
    ],
  }),
)

// A redirect rather than the offline page's HTML under the requested URL: the app would hydrate
// that HTML as the requested route and fail. ?from= lets "Try again" return there.
setCatchHandler(async ({ request, url }) => {
  if (request.destination !== 'document') return Response.error()
  const offlinePath = offlinePagePath(url.pathname)
  if (!(await matchPrecache(offlinePath))) return Response.error()
  return Response.redirect(new URL(offlineRedirectTarget(offlinePath, url), origin).href, 302)
})

// A new build waits until the visitor accepts the reload prompt (workbox-window sends this).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = outdatedRuntimeCaches(await caches.keys())
      await Promise.all(stale.map((name) => caches.delete(name)))
      // The first visit works offline at once, without a reload.
      await self.clients.claim()
    })(),
  )
})
