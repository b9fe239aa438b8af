import { business } from '~/content/facts'

/** The production origin; a build for another domain sets VITE_SITE_ORIGIN. */
export const productionOrigin: string = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? business.origin

/**
 * product §2: canonical links use the production origin, except on localhost and
 * preview hosts, where they use the origin the page was opened on.
 */
export function canonicalOrigin(currentOrigin: string | undefined): string {
  if (!currentOrigin) return productionOrigin
  return isProductionHost(new URL(currentOrigin).hostname) ? productionOrigin : currentOrigin
}

function isProductionHost(hostname: string): boolean {
  const production = new URL(productionOrigin).hostname
  return hostname === production || hostname === `www.${production}`
}
