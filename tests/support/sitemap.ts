import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './stack'

export interface SitemapEntry {
  loc: string
  /** hreflang -> href */
  alternates: Record<string, string>
}

const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!)

/**
 * The <url> entries of a sitemap as scripts/sitemap.ts writes it (one <loc>
 * and xhtml:link alternates per entry). Throws on an entry it cannot read, so
 * a change of format fails loudly instead of crawling nothing.
 */
export function readSitemap(xml: string): SitemapEntry[] {
  const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '')
  if (blocks.length !== (xml.match(/<url>/g) ?? []).length) throw new Error('sitemap: unbalanced <url> elements')
  return blocks.map((block) => {
    const locs = [...block.matchAll(/<loc>([^<]+)<\/loc>/g)]
    if (locs.length !== 1) throw new Error(`sitemap: an entry with ${locs.length} <loc> elements: ${block.trim().slice(0, 200)}`)
    const alternates: Record<string, string> = {}
    for (const link of block.matchAll(/<xhtml:link\s+([^>]*?)\/?>/g)) {
      const attributes: Record<string, string> = Object.fromEntries([...(link[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2] ?? '')]))
      if (attributes.rel !== 'alternate' || !attributes.hreflang || !attributes.href) {
        throw new Error(`sitemap: unexpected link ${link[0]}`)
      }
      alternates[attributes.hreflang] = attributes.href
    }
    return { loc: decode((locs[0]?.[1] ?? '').trim()), alternates }
  })
}

/** The paths of every URL in the built dist/sitemap.xml (empty before a build), for generating one test per page. */
export function builtSitemapPaths(): string[] {
  const file = path.join(repoRoot, 'dist', 'sitemap.xml')
  if (!existsSync(file)) return []
  return readSitemap(readFileSync(file, 'utf8')).map((entry) => new URL(entry.loc).pathname)
}

function builtPagePaths(): { path: string; html: string }[] {
  const dist = path.join(repoRoot, 'dist')
  if (!existsSync(dist)) return []
  return readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const dir = path.relative(dist, entry.parentPath).split(path.sep).join('/')
      return { path: dir === '' ? '/' : `/${dir}`, html: readFileSync(path.join(entry.parentPath, entry.name), 'utf8') }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

const isStaffScreen = (html: string) => /<meta name="robots" content="[^"]*nofollow/.test(html)

/**
 * Every public page prerendered in dist/ as a site path (sitemap pages, aliases, notices, offline
 * pages), without the staff screens (noindex, nofollow: they ask for a sign-in first). Empty before
 * a build.
 */
export function builtPublicPaths(): string[] {
  return builtPagePaths()
    .filter((page) => !isStaffScreen(page.html))
    .map((page) => page.path)
}

/** The staff screens prerendered in dist/ (their shells; each asks for a sign-in). Empty before a build. */
export function builtStaffPaths(): string[] {
  return builtPagePaths()
    .filter((page) => isStaffScreen(page.html))
    .map((page) => page.path)
}
