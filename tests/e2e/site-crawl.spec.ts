import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { repoRoot } from '../support/stack'
import { readSitemap, type SitemapEntry } from '../support/sitemap'

/**
 * A plain HTTP crawl (no browser) of every URL in the built sitemap.xml and of
 * every other prerendered page in dist/, against the real PocketBase serving
 * the build: status, unique titles, canonical and hreflang links, JSON-LD, and
 * the sitemap agreeing with the pages. Driven by sitemap.xml and dist/ only, so
 * new pages are covered without touching this file.
 */

type Element = DefaultTreeAdapterMap['element']
type ParentNode = DefaultTreeAdapterMap['parentNode']
type ChildNode = DefaultTreeAdapterMap['childNode']

interface CrawledPage {
  /** The site URL (production origin), as in the sitemap and the canonical links. */
  url: string
  status: number
  contentType: string
  lang?: string
  titles: string[]
  canonicals: string[]
  /** hreflang -> href, and every hreflang seen (to catch duplicates). */
  alternates: Record<string, string>
  hreflangs: string[]
  jsonLd: string[]
  robots?: string
}

const isElement = (node: ChildNode): node is Element => 'tagName' in node
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value
const text = (element: Element) => element.childNodes.map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : '')).join('')

/** Every element in document order (a <template>'s content is not walked: nothing of ours is in one). */
function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue
    yield child
    yield* elements(child)
  }
}

function readPage(url: string, status: number, contentType: string, html: string): CrawledPage {
  const page: CrawledPage = { url, status, contentType, titles: [], canonicals: [], alternates: {}, hreflangs: [], jsonLd: [] }
  for (const element of elements(parse(html))) {
    const rel = attr(element, 'rel')
    if (element.tagName === 'html') page.lang = attr(element, 'lang')
    else if (element.tagName === 'title') page.titles.push(text(element).trim())
    else if (element.tagName === 'link' && rel === 'canonical') page.canonicals.push(attr(element, 'href') ?? '')
    else if (element.tagName === 'link' && rel === 'alternate' && attr(element, 'hreflang')) {
      const hreflang = attr(element, 'hreflang')!
      page.hreflangs.push(hreflang)
      page.alternates[hreflang] = attr(element, 'href') ?? ''
    } else if (element.tagName === 'script' && attr(element, 'type') === 'application/ld+json') page.jsonLd.push(text(element))
    else if (element.tagName === 'meta' && attr(element, 'name') === 'robots') page.robots = attr(element, 'content')
  }
  return page
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** Every index.html in dist/ as a site path (/about, /nl, /), skipping the 404 pages (not served at a path of their own). */
async function prerenderedPaths(): Promise<string[]> {
  const dist = path.join(repoRoot, 'dist')
  const entries = await readdir(dist, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const dir = path.relative(dist, entry.parentPath).split(path.sep).join('/')
      return dir === '' ? '/' : `/${dir}`
    })
    .sort()
}

const problems = (list: string[]) => (list.length === 0 ? [] : list)

test.describe('site crawl over sitemap.xml and dist/', { tag: '@site-gate' }, () => {
  // One worker, in order, sharing one crawl; a failure does not skip the other checks.
  test.describe.configure({ mode: 'default' })
  test.use({ baseURL: process.env.BASE_URL })

  let sitemap: SitemapEntry[] = []
  let siteOrigin = ''
  const pages = new Map<string, CrawledPage>()
  /** Prerendered pages that are not in the sitemap (aliases, offline pages, staff shells, notices). */
  const others = new Map<string, CrawledPage>()

  test.beforeAll(async ({ request }) => {
    const response = await request.get(`${process.env.BASE_URL}/sitemap.xml`)
    expect(response.status()).toBe(200)
    sitemap = readSitemap(await response.text())
    expect(sitemap.length, 'sitemap entries').toBeGreaterThan(0)
    siteOrigin = new URL(sitemap[0]!.loc).origin
    const local = (url: string) => `${process.env.BASE_URL}${new URL(url).pathname}`
    const fetchPage = async (url: string) => {
      const res = await request.get(local(url), { maxRedirects: 0 })
      return readPage(url, res.status(), res.headers()['content-type'] ?? '', await res.text())
    }
    for (const page of await mapLimit(
      sitemap.map((entry) => entry.loc),
      8,
      fetchPage,
    ))
      pages.set(page.url, page)
    const inSitemap = new Set(sitemap.map((entry) => new URL(entry.loc).pathname))
    const rest = (await prerenderedPaths()).filter((p) => !inSitemap.has(p)).map((p) => `${siteOrigin}${p === '/' ? '/' : p}`)
    for (const page of await mapLimit(rest, 8, fetchPage)) others.set(page.url, page)
  })

  test('every sitemap URL is on one origin and answers 200 with HTML', () => {
    const bad = [...pages.values()]
      .filter((page) => page.status !== 200 || !page.contentType.includes('text/html') || !page.url.startsWith(`${siteOrigin}/`))
      .map((page) => `${page.url}: ${page.status} ${page.contentType}`)
    expect(problems(bad)).toEqual([])
    // The pages outside the sitemap are served too (aliases, notices, offline pages, staff shells).
    const badOthers = [...others.values()].filter((page) => page.status !== 200).map((page) => `${page.url}: ${page.status}`)
    expect(problems(badOthers)).toEqual([])
  })

  test('every page has exactly one non-empty title, unique across the sitemap', () => {
    const bad: string[] = []
    const byTitle = new Map<string, string[]>()
    for (const page of pages.values()) {
      if (page.titles.length !== 1 || !page.titles[0]) bad.push(`${page.url}: ${page.titles.length} titles ${JSON.stringify(page.titles)}`)
      const title = page.titles[0] ?? ''
      byTitle.set(title, [...(byTitle.get(title) ?? []), page.url])
    }
    for (const [title, urls] of byTitle) if (urls.length > 1) bad.push(`"${title}" is the title of ${urls.join(', ')}`)
    // An alias (canonical elsewhere) is the same page under another address: it
    // shares its target's title on purpose. Any other page outside the sitemap
    // needs a title of its own.
    for (const page of others.values()) {
      const title = page.titles[0]
      if (page.titles.length !== 1 || !title) {
        bad.push(`${page.url}: ${page.titles.length} titles`)
        continue
      }
      const canonical = page.canonicals[0]
      if (canonical && canonical !== page.url && pages.has(canonical)) {
        if (pages.get(canonical)?.titles[0] !== title) bad.push(`alias ${page.url}: title "${title}" differs from its canonical ${canonical}`)
      } else if (byTitle.has(title)) {
        bad.push(`${page.url}: title "${title}" is also the title of ${byTitle.get(title)!.join(', ')}`)
      }
    }
    expect(problems(bad)).toEqual([])
  })

  test('every indexable page has one absolute canonical link; sitemap pages are their own canonical', () => {
    const bad: string[] = []
    for (const page of [...pages.values(), ...others.values()]) {
      // Staff shells (noindex, nofollow) need none; a canonical they do carry is checked all the same.
      if (page.canonicals.length === 0 && page.robots?.includes('noindex') && others.has(page.url)) continue
      if (page.canonicals.length !== 1) {
        bad.push(`${page.url}: ${page.canonicals.length} canonical links`)
        continue
      }
      const canonical = page.canonicals[0] ?? ''
      if (!/^https?:\/\//.test(canonical) || !URL.canParse(canonical)) bad.push(`${page.url}: canonical "${canonical}" is not absolute`)
      else if (new URL(canonical).origin !== siteOrigin) bad.push(`${page.url}: canonical ${canonical} is not on ${siteOrigin}`)
    }
    for (const page of pages.values()) if (page.canonicals[0] !== page.url) bad.push(`${page.url}: canonical is ${page.canonicals[0]}`)
    // An alias points at a page that is in the sitemap.
    for (const page of others.values()) {
      const canonical = page.canonicals[0]
      if (canonical && canonical !== page.url && !pages.has(canonical)) bad.push(`${page.url}: canonical ${canonical} is not in the sitemap`)
    }
    expect(problems(bad)).toEqual([])
  })

  test('hreflang alternates: own language and x-default present, absolute, reciprocal', () => {
    const bad: string[] = []
    for (const page of pages.values()) {
      const { alternates, lang, url } = page
      const duplicates = page.hreflangs.filter((h, i) => page.hreflangs.indexOf(h) !== i)
      if (duplicates.length) bad.push(`${url}: duplicate hreflang ${duplicates.join(', ')}`)
      if (!lang || alternates[lang] !== url) bad.push(`${url}: <html lang="${lang}"> but hreflang ${lang} -> ${alternates[lang ?? '']}`)
      if (!alternates['x-default']) bad.push(`${url}: no x-default alternate`)
      else if (alternates['x-default'] !== (alternates.en ?? url)) bad.push(`${url}: x-default ${alternates['x-default']} is not the English page`)
      for (const [hreflang, href] of Object.entries(alternates)) {
        if (!/^https?:\/\//.test(href) || !URL.canParse(href)) {
          bad.push(`${url}: hreflang ${hreflang} "${href}" is not absolute`)
          continue
        }
        const target = pages.get(href)
        if (!target) {
          bad.push(`${url}: hreflang ${hreflang} -> ${href}, which is not in the sitemap`)
          continue
        }
        if (hreflang !== 'x-default' && target.lang !== hreflang) bad.push(`${url}: hreflang ${hreflang} -> ${href}, a page in "${target.lang}"`)
        // Reciprocal: the target names the same set of alternates, so it points back here.
        if (JSON.stringify(sorted(target.alternates)) !== JSON.stringify(sorted(alternates))) {
          bad.push(`${url}: hreflang ${hreflang} -> ${href}, whose alternates are ${JSON.stringify(sorted(target.alternates))}, not ${JSON.stringify(sorted(alternates))}`)
        }
      }
      // Both languages, unless the page exists in one only (then no page of the other language names it).
      for (const language of ['en', 'nl']) {
        if (alternates[language]) continue
        const named = [...pages.values()].filter((other) => other.lang === language && Object.values(other.alternates).includes(url))
        if (named.length) bad.push(`${url}: no hreflang ${language}, yet ${named.map((o) => o.url).join(', ')} names it`)
      }
    }
    expect(problems(bad)).toEqual([])
  })

  test('every JSON-LD block parses and has @context and @type', () => {
    const bad: string[] = []
    for (const page of [...pages.values(), ...others.values()]) {
      page.jsonLd.forEach((source, index) => {
        let data: unknown
        try {
          data = JSON.parse(source)
        } catch (error) {
          bad.push(`${page.url}: JSON-LD block ${index + 1} does not parse: ${(error as Error).message}`)
          return
        }
        for (const item of Array.isArray(data) ? data : [data]) {
          const node = item as Record<string, unknown>
          if (typeof node !== 'object' || node === null) bad.push(`${page.url}: JSON-LD block ${index + 1} is not an object`)
          else if (!node['@context']) bad.push(`${page.url}: JSON-LD block ${index + 1} has no @context`)
          else if (!node['@type'] && !Array.isArray(node['@graph'])) bad.push(`${page.url}: JSON-LD block ${index + 1} has no @type`)
          else if (Array.isArray(node['@graph']) && node['@graph'].some((n: Record<string, unknown>) => !n['@type'])) {
            bad.push(`${page.url}: JSON-LD block ${index + 1} has a @graph node without @type`)
          }
        }
      })
    }
    expect(problems(bad)).toEqual([])
    // At least the business is described on the home page, or the check above checked nothing.
    expect(pages.get(`${siteOrigin}/`)?.jsonLd.length ?? 0).toBeGreaterThan(0)
  })

  test("the sitemap's alternates are the pages' alternates, and it lists no page that is noindex", () => {
    const bad: string[] = []
    for (const entry of sitemap) {
      const page = pages.get(entry.loc)!
      if (JSON.stringify(sorted(entry.alternates)) !== JSON.stringify(sorted(page.alternates))) {
        bad.push(`${entry.loc}: sitemap ${JSON.stringify(sorted(entry.alternates))}, page ${JSON.stringify(sorted(page.alternates))}`)
      }
      if (page.robots?.includes('noindex')) bad.push(`${entry.loc}: in the sitemap but robots "${page.robots}"`)
    }
    const locs = sitemap.map((entry) => entry.loc)
    const repeated = locs.filter((loc, i) => locs.indexOf(loc) !== i)
    if (repeated.length) bad.push(`listed twice: ${repeated.join(', ')}`)
    // Every indexable prerendered page that is its own canonical is in the sitemap.
    for (const page of others.values()) {
      if (page.canonicals[0] === page.url && !page.robots?.includes('noindex')) bad.push(`${page.url}: indexable and canonical, but not in the sitemap`)
    }
    expect(problems(bad)).toEqual([])
  })
})

function sorted(record: Record<string, string>): [string, string][] {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b))
}
