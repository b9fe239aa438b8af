import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { pocketbase } from '~/lib/pocketbase'

/** One line of GET /api/site/staff/https-status (server/https_status.go). */
export interface StatusLine {
  check: 'certificate' | 'redirect' | 'header' | 'serviceWorker'
  target?: string
  ok: boolean
  code: string
  data?: Record<string, unknown>
}

export interface HttpsReport {
  configured: boolean
  host?: string
  checkedAt: string
  lines: StatusLine[]
}

export type HttpsStatusApi = () => Promise<HttpsReport>

export const pocketbaseHttpsStatus: HttpsStatusApi = async () => {
  const pb = await pocketbase()
  return (await pb.send('/api/site/staff/https-status', { method: 'GET' })) as HttpsReport
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))

/** "http://example.nl/ 301 → https://example.nl/ 200". */
export function hopsText(data: Record<string, unknown> | undefined): string {
  const hops = Array.isArray(data?.hops) ? (data.hops as { url: string; status: number }[]) : []
  return hops.map((hop) => `${hop.url} ${hop.status}`).join(' → ')
}

/** What a line says, and what to do when it is red. */
export function describeLine(line: StatusLine, i18n: I18n): { text: string; advice?: string } {
  const data = line.data ?? {}
  const target = text(line.target)
  const error = text(data.error)
  const value = text(data.value)
  switch (line.code) {
    case 'certificate.valid': {
      const issuer = text(data.issuer)
      const days = text(data.daysLeft)
      const expires = text(data.expires)
      return { text: i18n._(msg`Certificate from ${issuer}, valid for ${days} more days (until ${expires}).`) }
    }
    case 'certificate.expiresSoon': {
      const days = text(data.daysLeft)
      const expires = text(data.expires)
      return {
        text: i18n._(msg`The certificate expires in ${days} days (${expires}).`),
        advice: i18n._(msg`Renew it now, and check that the automatic renewal on the proxy or host runs.`),
      }
    }
    case 'certificate.invalid':
      return { text: i18n._(msg`The certificate is not trusted: ${error}`), advice: i18n._(msg`Install a valid certificate for this domain on the proxy or host.`) }
    case 'certificate.unreachable':
      return { text: i18n._(msg`The host cannot be reached over HTTPS: ${error}`), advice: i18n._(msg`Check the domain's DNS records and that the server accepts connections on port 443.`) }
    case 'redirect.ok': {
      const final = text(data.final)
      return { text: i18n._(msg`${target} goes to ${final} with permanent redirects.`) }
    }
    case 'redirect.wrongTarget': {
      const final = text(data.final)
      return {
        text: i18n._(msg`${target} ends at ${final}, not at the site's own address.`),
        advice: i18n._(msg`Set SITE_CANONICAL_HOST and SITE_ALTERNATE_HOSTS on the server and point this domain's DNS to it.`),
      }
    }
    case 'redirect.missing':
      return { text: i18n._(msg`${target} is not redirected.`), advice: i18n._(msg`Add this host to SITE_ALTERNATE_HOSTS, or redirect it on the proxy.`) }
    case 'redirect.notPermanent':
      return { text: i18n._(msg`${target} is redirected, but not permanently.`), advice: i18n._(msg`Use permanent redirects (301 or 308), so search engines move to the right address.`) }
    case 'redirect.failed':
      return { text: i18n._(msg`${target} could not be reached: ${error}`), advice: i18n._(msg`Check the DNS records of this host, or remove it from the list of alternate domains.`) }
    case 'header.ok':
      return { text: `${target}: ${value}` }
    case 'header.missing':
      return { text: i18n._(msg`${target} is not sent.`), advice: i18n._(msg`The server sets this header on every page; check that the proxy passes it on.`) }
    case 'header.weak':
      return { text: i18n._(msg`${target} is sent as "${value}", which is too weak.`), advice: i18n._(msg`Check the proxy: it may overwrite the server's value.`) }
    case 'header.unreachable':
      return { text: i18n._(msg`The home page could not be read: ${error}`), advice: i18n._(msg`Check that the site is up.`) }
    case 'serviceWorker.current': {
      const version = text(data.version)
      return { text: i18n._(msg`The site serves the service worker of this build (version ${version}).`) }
    }
    case 'serviceWorker.served': {
      const version = text(data.version)
      return { text: i18n._(msg`The site serves service worker version ${version}.`) }
    }
    case 'serviceWorker.otherBuild': {
      const version = text(data.version)
      const build = text(data.build)
      return {
        text: i18n._(msg`The site serves service worker version ${version}; this server's build has ${build}.`),
        advice: i18n._(msg`Deploy the current build, or clear the proxy's cache for /sw.js.`),
      }
    }
    case 'serviceWorker.missing': {
      const status = text(data.status)
      return { text: i18n._(msg`/sw.js answers with status ${status}.`), advice: i18n._(msg`Deploy the build together with its sw.js.`) }
    }
    default:
      return { text: `${line.check} ${target}: ${line.code} ${error}`.trim() }
  }
}
