import type { SiteUrl } from '../src/content/site-urls'

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** sitemap.xml with hreflang alternates, from the same URL list as the prerender. */
export function sitemapXml(urls: readonly SiteUrl[], origin: string): string {
  const entries = urls
    .filter((url) => url.indexable && !url.isAlias)
    .map((url) => {
      const alternates = Object.entries(url.alternates).map(
        ([locale, path]) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + path)}"/>`,
      )
      const xDefault = url.alternates.en ?? url.alternates.nl
      if (xDefault) alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + xDefault)}"/>`)
      return `  <url>\n    <loc>${escapeXml(origin + url.path)}</loc>\n${alternates.join('\n')}\n  </url>`
    })
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`
}

export function robotsTxt(origin: string): string {
  return `User-agent: *
Allow: /
Disallow: /admin
Disallow: /video-management
Disallow: /chat-management
Disallow: /ssl-status
Disallow: /api/

Sitemap: ${origin}/sitemap.xml
`
}
