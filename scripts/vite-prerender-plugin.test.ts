import { describe, expect, it } from 'vitest'
import { catalogOfPath, catalogPreloads, outputFileFor, routeIdOfChunk } from './vite-prerender-plugin'

describe('prerender helpers', () => {
  it('maps route chunks to TanStack route ids', () => {
    expect(routeIdOfChunk('src/routes/{-$lang}/about.tsx?tsr-split=component')).toBe('/{-$lang}/about')
    expect(routeIdOfChunk('src/routes/{-$lang}/index.tsx?tsr-split=component')).toBe('/{-$lang}/')
    expect(routeIdOfChunk('src/routes/{-$lang}/services/index.tsx?tsr-split=component')).toBe('/{-$lang}/services/')
    expect(routeIdOfChunk('src/routes/{-$lang}/route.tsx?tsr-split=component')).toBe('/{-$lang}')
    expect(routeIdOfChunk('src/entry-client.tsx')).toBeUndefined()
  })

  it('writes each path to its own index.html', () => {
    expect(outputFileFor('/')).toBe('index.html')
    expect(outputFileFor('/nl')).toBe('nl/index.html')
    expect(outputFileFor('/nl/services/tandem-jumps')).toBe('nl/services/tandem-jumps/index.html')
  })
})

describe('the router manifest', () => {
  it('links the single stylesheet of a build without CSS code splitting', async () => {
    const { routerManifest } = await import('./vite-prerender-plugin')
    const manifest = routerManifest(
      {
        'src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared.js' },
        'style.css': { file: 'assets/style.css' },
        'src/routes/{-$lang}/about.tsx?tsr-split=component': { file: 'assets/about.js', imports: ['_shared.js'] },
      },
      '/',
    )
    expect(manifest.routes.__root__).toEqual({
      preloads: ['/assets/shared.js'],
      css: ['/assets/style.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry.js' } }],
    })
    expect(manifest.routes['/{-$lang}/about']).toEqual({ preloads: ['/assets/about.js'], css: [] })
  })
})

describe('the catalog preload', () => {
  const viteManifest = {
    'src/entry-client.tsx': { file: 'assets/entry-client-1.js' },
    'src/locales/en/messages.po': { file: 'assets/messages-en1.js' },
    'src/locales/nl/messages.po': { file: 'assets/messages-nl1.js' },
  }

  it('picks the catalog of the page language, Dutch under /nl only', () => {
    const catalogs = catalogPreloads(viteManifest, '/')
    expect(catalogOfPath('/nl/about', catalogs)).toBe('/assets/messages-nl1.js')
    expect(catalogOfPath('/nl', catalogs)).toBe('/assets/messages-nl1.js')
    expect(catalogOfPath('/nlx', catalogs)).toBe('/assets/messages-en1.js')
    expect(catalogOfPath('/about', catalogs)).toBe('/assets/messages-en1.js')
  })

  it('fails the build when a catalog is missing', () => {
    expect(() => catalogPreloads({ 'src/locales/en/messages.po': { file: 'a.js' } }, '/')).toThrow(/nl catalog/)
  })
})
