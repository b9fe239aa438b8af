import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Manifest } from '@tanstack/router-core'
import type { Plugin, ResolvedConfig } from 'vite'
import type * as ServerEntryModule from '../src/entry-server'
import { robotsTxt, sitemapXml } from './sitemap.ts'

type ServerEntry = typeof ServerEntryModule

interface ViteManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

const clientEntry = 'src/entry-client.tsx'
const serverBundle = 'dist-ssr/entry-server.js'

/** The router manifest: the client entry, the chunks it imports and its CSS, all on the root route. */
function routerManifest(viteManifest: Record<string, ViteManifestChunk>, base: string): Manifest {
  const entry = viteManifest[clientEntry]
  if (!entry) throw new Error(`${clientEntry} is missing from the Vite manifest`)
  const imported = (entry.imports ?? []).map((key) => viteManifest[key]).filter((chunk) => chunk !== undefined)
  const css = [...(entry.css ?? []), ...imported.flatMap((chunk) => chunk.css ?? [])]
  return {
    routes: {
      __root__: {
        preloads: imported.map((chunk) => base + chunk.file),
        css: css.map((file) => base + file),
        scripts: [{ attrs: { type: 'module', src: base + entry.file } }],
      },
    },
  }
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
        const server: ServerEntry = await import(pathToFileURL(resolve(config.root, serverBundle)).href)
        const write = async (file: string, html: string) => {
          const target = join(outDir, file)
          await mkdir(dirname(target), { recursive: true })
          await writeFile(target, html)
        }

        const urls = server.publicUrls()
        for (const path of [...urls.map((url) => url.path), ...server.staffPaths]) {
          const page = await server.renderPage(path, manifest)
          if (page.status !== 200) throw new Error(`Prerendering ${path} answered ${page.status}`)
          await write(outputFileFor(path), page.html)
        }
        // Unknown paths are answered by the server with these pages and status 404.
        for (const [path, file] of [
          ['/this-page-does-not-exist', '404.html'],
          ['/nl/this-page-does-not-exist', 'nl/404.html'],
        ] as const) {
          const page = await server.renderPage(path, manifest)
          if (page.status !== 404) throw new Error(`The not-found page answered ${page.status}`)
          await write(file, page.html)
        }
        await write('sitemap.xml', sitemapXml(urls, server.productionOrigin))
        await write('robots.txt', robotsTxt(server.productionOrigin))
        config.logger.info(`prerendered ${urls.length + server.staffPaths.length + 2} pages`)
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
