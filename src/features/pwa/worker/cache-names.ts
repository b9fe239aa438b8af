/** Runtime caches, versioned: renaming one (new format, new rules) lets activate() drop the old. */
export const runtimeCaches = {
  pages: 'pp-pages-v1',
  content: 'pp-content-v1',
  images: 'pp-images-v1',
} as const

const runtimeCachePrefix = 'pp-'

/** Our caches this worker no longer uses; Workbox's own precache is cleaned by Workbox. */
export function outdatedRuntimeCaches(existing: readonly string[]): string[] {
  const current = new Set<string>(Object.values(runtimeCaches))
  return existing.filter((name) => name.startsWith(runtimeCachePrefix) && !current.has(name))
}
