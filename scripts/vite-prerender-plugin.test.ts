import { describe, expect, it } from 'vitest'
import { outputFileFor, routeIdOfChunk, startupFiles } from './vite-prerender-plugin'

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

describe('the start-up files', () => {
  const viteManifest = {
    'src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_site.js'] },
    '_site.js': { file: 'assets/site.js', imports: ['_react.js'], dynamicImports: ['_consent.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_consent.js': { file: 'assets/consent.js' },
    'about.tsx': { file: 'assets/about.js', imports: ['_site.js', '_card.js'] },
    '_card.js': { file: 'assets/card.js' },
    'contact.tsx': { file: 'assets/contact.js' },
  }

  it('are the boot modules with their static imports, each once', () => {
    const files = startupFiles(viteManifest, { entry: '/assets/entry.js', modules: ['/assets/about.js'] }, '/')
    expect(files).toEqual(['assets/entry.js', 'assets/site.js', 'assets/react.js', 'assets/about.js', 'assets/card.js'])
  })

  it('fail the build when a boot module is not in the manifest', () => {
    expect(() => startupFiles(viteManifest, { entry: '/assets/gone.js', modules: [] }, '/')).toThrow(/gone\.js/)
  })
})
