/** The worker sends visitors to the offline page with the page they asked for in ?from=. */
export function offlineRedirectTarget(offlinePath: string, requested: URL): string {
  return `${offlinePath}?from=${encodeURIComponent(requested.pathname + requested.search)}`
}

/** Where "Try again" leads: the requested page when it is a path on this site, else home. */
export function returnPathOf(search: string, home: string): string {
  const from = new URLSearchParams(search).get('from')
  return from && from.startsWith('/') && !from.startsWith('//') ? from : home
}
