import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { canonicalOrigin, productionOrigin } from './origin'

const originBearingTags = 'link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]'

/**
 * On localhost and preview hosts, points canonical and alternate links at the
 * origin the page was opened on (product §2). Done after render rather than in
 * the head itself so that hydration sees exactly the prerendered markup.
 */
export function LocalCanonical() {
  const router = useRouter()
  useEffect(() => {
    const origin = canonicalOrigin(window.location.origin)
    if (origin === productionOrigin) return
    const rewrite = () => {
      for (const tag of document.querySelectorAll<HTMLLinkElement | HTMLMetaElement>(originBearingTags)) {
        const attribute = tag instanceof HTMLLinkElement ? 'href' : 'content'
        const value = tag.getAttribute(attribute)
        if (value?.startsWith(productionOrigin)) tag.setAttribute(attribute, origin + value.slice(productionOrigin.length))
      }
    }
    rewrite()
    return router.subscribe('onRendered', rewrite)
  }, [router])
  return null
}
