/** Google Analytics' cookies: _ga, _ga_<container id> and _gid. */
export function isAnalyticsCookie(name: string): boolean {
  return name === '_ga' || name === '_gid' || name.startsWith('_ga_')
}

/** The host and each parent domain above it, down to two labels (analytics sets its cookies on the registrable domain). */
export function cookieDomainsFor(hostname: string): string[] {
  const labels = hostname.split('.')
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':')
  if (isIp || labels.length < 2) return [hostname]
  const domains: string[] = []
  for (let start = 0; start <= labels.length - 2; start++) domains.push(labels.slice(start).join('.'))
  return domains
}

/**
 * Deletes the analytics cookies (product §4, "reject … clears analytics cookies"):
 * every variant a script may have used, host-only and on each parent domain.
 */
export function clearAnalyticsCookies(doc: Pick<Document, 'cookie'> = document, hostname: string = window.location.hostname): string[] {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(isAnalyticsCookie)
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/'
  for (const name of names) {
    doc.cookie = `${name}=; ${expired}`
    for (const domain of cookieDomainsFor(hostname)) doc.cookie = `${name}=; ${expired}; domain=${domain}`
  }
  return names
}
