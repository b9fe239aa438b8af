/**
 * Which requests the service worker may answer from a cache, and how. Pure functions so the
 * rules are unit-tested outside a worker.
 */

/** Staff, auth and live traffic: never touched by the worker, so it can never come from a cache. */
const neverCachedPaths = [
  /^\/admin(\/|$)/,
  /^\/_\//,
  /^\/(ssl-status|video-management|chat-management)(\/|$)/,
  /^\/api\/collections\/(staff|_superusers|staff_audit_log)(\/|$)/,
  /^\/api\/site\/staff(\/|$)/,
  /^\/api\/collections\/[^/]+\/(auth-with-|auth-refresh|request-|confirm-)/,
  /^\/api\/realtime(\/|$)/,
  // Video files stream with range requests (206) and can be large: always from the network.
  /^\/api\/files\/.+\.(mp4|m4v|webm|mov|ogv)$/i,
]

export interface RequestFacts {
  url: URL
  method: string
  /** Requests that carry credentials (a staff session) may return drafts: never shared through a cache. */
  hasAuthorization: boolean
}

export function isNeverCached({ url, method, hasAuthorization }: RequestFacts, origin: string): boolean {
  if (method !== 'GET' || hasAuthorization) return true
  if (url.origin !== origin) return false
  return neverCachedPaths.some((pattern) => pattern.test(url.pathname))
}

/** The public collections the site shows; their record lists work offline from the last visit. */
const contentCollections = ['blog_posts', 'videos', 'expedition_photos', 'partners', 'reviews'] as const

const contentApi = new RegExp(`^/api/collections/(${contentCollections.join('|')})/records(/[^/]+)?$`)

export function isContentApi(url: URL, origin: string): boolean {
  return url.origin === origin && contentApi.test(url.pathname)
}

/** Uploaded files (PocketBase serves them under /api/files) and any same-origin image; never a video or audio stream. */
export function isImage(url: URL, destination: string, origin: string): boolean {
  if (url.origin !== origin || destination === 'video' || destination === 'audio') return false
  return destination === 'image' || url.pathname.startsWith('/api/files/')
}

/** The prerendered offline page in the language of the path the visitor asked for. */
export function offlinePagePath(pathname: string): string {
  return pathname === '/nl' || pathname.startsWith('/nl/') ? '/nl/offline' : '/offline'
}
