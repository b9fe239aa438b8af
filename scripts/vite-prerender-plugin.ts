import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Manifest } from '@tanstack/router-core'
import type { Plugin, ResolvedConfig } from 'vite'
import type * as ServerEntryModule from '../src/entry-server'
import { localeFromPath } from '../src/lib/i18n/locales.ts'
import { pageCode, withBootScript, withoutScripts, type PageCode } from '../src/lib/hydration/boot/boot-script.ts'
import { interfaceMessageIds, pageMessageIds, quotedIdsIn } from './page-messages.ts'
import { robotsTxt, sitemapXml } from './sitemap.ts'

type ServerEntry = typeof ServerEntryModule

interface ViteManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

const clientEntry = 'src/entry-client.tsx'
const serverBundle = 'dist-ssr/entry-server.js'
/** The source language's catalog: its origins tell interface messages from page text. */
const sourceCatalog = 'src/locales/en/messages.po'

/** A chunk with everything it imports statically: the files to preload and the CSS to link. */
function collectChunk(viteManifest: Record<string, ViteManifestChunk>, key: string, seen = new Set<string>()) {
  const files: string[] = []
  const css: string[] = []
  const visit = (current: string) => {
    const chunk = viteManifest[current]
    if (!chunk || seen.has(current)) return
    seen.add(current)
    files.push(chunk.file)
    css.push(...(chunk.css ?? []))
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(key)
  return { files, css }
}

/** "src/routes/{-$lang}/services/index.tsx?tsr-split=component" -> "/{-$lang}/services/" */
export function routeIdOfChunk(key: string): string | undefined {
  const match = /^src\/routes(\/.*)\.tsx\?tsr-split=component$/.exec(key)
  if (!match?.[1]) return undefined
  return match[1].replace(/\/route$/, '').replace(/\/index$/, '/')
}

/**
 * The router manifest: the client entry with its chunks and CSS on the root
 * route, and each route's code-split component chunk (and its CSS) on that
 * route, so a prerendered page links the stylesheets it needs before any
 * script runs.
 */
export function routerManifest(viteManifest: Record<string, ViteManifestChunk>, base: string): Manifest {
  const entry = viteManifest[clientEntry]
  if (!entry) throw new Error(`${clientEntry} is missing from the Vite manifest`)
  const root = collectChunk(viteManifest, clientEntry)
  // With cssCodeSplit off, all CSS is one "style.css" entry that no chunk lists.
  const sharedStylesheet = viteManifest['style.css']?.file
  const rootCss = sharedStylesheet ? [sharedStylesheet, ...root.css] : root.css
  const routes: Manifest['routes'] = {
    __root__: {
      preloads: root.files.slice(1).map((file) => base + file),
      css: rootCss.map((file) => base + file),
      scripts: [{ attrs: { type: 'module', src: base + entry.file } }],
    },
  }
  for (const key of Object.keys(viteManifest)) {
    const routeId = routeIdOfChunk(key)
    if (!routeId) continue
    // What the entry already loads is not repeated on the route.
    const chunk = collectChunk(viteManifest, key, new Set([clientEntry, ...(entry.imports ?? [])]))
    routes[routeId] = {
      preloads: chunk.files.map((file) => base + file),
      css: chunk.css.map((file) => base + file),
    }
  }
  return { routes }
}

/**
 * The files a page runs at start: its boot modules with everything they import statically. Code
 * fetched later waits for the whole catalog (afterCatalog in src/lib/i18n/i18n.ts).
 */
export function startupFiles(viteManifest: Record<string, ViteManifestChunk>, code: PageCode, base: string): string[] {
  const keyOfFile = new Map(Object.entries(viteManifest).map(([key, chunk]) => [base + chunk.file, key]))
  const seen = new Set<string>()
  const files: string[] = []
  for (const url of [code.entry, ...code.modules]) {
    const key = keyOfFile.get(url)
    if (!key) throw new Error(`${url} is missing from the Vite manifest`)
    files.push(...collectChunk(viteManifest, key, seen).files)
  }
  return files
}

export function outputFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`
}

/**
 * Renders every public URL in both languages (and the staff shells and the
 * 404 pages) to static HTML after the client build, before the service worker
 * manifest is written, so the prerendered pages are precached too.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'skydive:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir)
        const viteManifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'))
        const manifest = routerManifest(viteManifest, config.base)
        const renderManifest = withoutScripts(manifest)
        const interfaceIds = await interfaceMessageIds(await readFile(resolve(config.root, sourceCatalog), 'utf8'))
        const idsInFile = new Map<string, Set<string>>()
        const idsIn = async (file: string) => {
          if (!idsInFile.has(file)) idsInFile.set(file, quotedIdsIn(await readFile(join(outDir, file), 'utf8')))
          return idsInFile.get(file)!
        }
        const server: ServerEntry = await import(pathToFileURL(resolve(config.root, serverBundle)).href)
        const write = async (file: string, html: string) => {
          // React marks a Suspense boundary it could not finish on the server with <!--$!-->: the
          // page would be rendered again in the browser and log error #419 (a deferred part whose
          // code the page's loader does not preload).
          if (html.includes('<!--$!-->')) throw new Error(`${file} has a part the prerender could not render (React error #419 in the browser): preload its code in the page's loader (src/routes/-lib/deferred-parts.ts)`)
          const target = join(outDir, file)
          await mkdir(dirname(target), { recursive: true })
          await writeFile(target, html)
        }

        const render = async (path: string) => {
          const page = await server.renderPage(path, renderManifest)
          const code = pageCode(manifest, page.routeIds)
          const fileIds = await Promise.all(startupFiles(viteManifest, code, config.base).map(idsIn))
          const ids = pageMessageIds(page.messageIds, fileIds, interfaceIds)
          const messages = await server.messagesOf(localeFromPath(path), ids)
          return { status: page.status, html: withBootScript(page.html, code, messages) }
        }

        const urls = server.publicUrls()
        for (const path of [...urls.map((url) => url.path), ...server.staffPaths]) {
          const page = await render(path)
          if (page.status !== 200) throw new Error(`Prerendering ${path} answered ${page.status}`)
          await write(outputFileFor(path), page.html)
        }
        // A page per language that the server fills in with each published story (decision 029).
        for (const template of server.storyTemplates) {
          const page = await render(template.path)
          if (page.status !== 200) throw new Error(`Prerendering the story page ${template.path} answered ${page.status}`)
          await write(template.file, page.html)
        }
        // Unknown paths are answered by the server with these pages and status 404.
        for (const [path, file] of [
          ['/this-page-does-not-exist', '404.html'],
          ['/nl/this-page-does-not-exist', 'nl/404.html'],
        ] as const) {
          const page = await render(path)
          if (page.status !== 404) throw new Error(`The not-found page answered ${page.status}`)
          await write(file, page.html)
        }
        await write('sitemap.xml', sitemapXml(urls, server.productionOrigin))
        await write('robots.txt', robotsTxt(server.productionOrigin))
        config.logger.info(`prerendered ${urls.length + server.staffPaths.length + server.storyTemplates.length + 2} pages`)
      },
    },
  }
}

/**
 * In development there is no index.html: every page request is rendered by
 * the same server entry as the prerender, with Vite's client and HMR added.
 */
export function devRenderPlugin(): Plugin {
  const devManifest: Manifest = {
    routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/entry-client.tsx' } }] } },
  }
  return {
    name: 'skydive:dev-render',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.originalUrl ?? '/'
          if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return next()
          try {
            const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry
            const page = await entry.renderPage(url, devManifest)
            const html = await server.transformIndexHtml(url, page.html)
            response.statusCode = page.status
            response.setHeader('Content-Type', 'text/html; charset=utf-8')
            response.end(html)
          } catch (error) {
            server.ssrFixStacktrace(error as Error)
            next(error)
          }
        })
      }
    },
  }
}
