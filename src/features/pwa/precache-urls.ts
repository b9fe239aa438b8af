/**
 * Build-time helper for the precache manifest: a prerendered page is stored under the URL visitors
 * use ("/about"), not its file ("about/index.html"), so navigations match the cache key directly.
 * The server answers "/about" with that file, so the precache downloads exactly what it stores.
 */
export function precacheUrlOf(file: string): string {
  if (file === 'index.html') return '/'
  const page = /^(.+)\/index\.html$/.exec(file)
  return page ? `/${page[1]}` : file
}
