import type { Manifest } from '@tanstack/router-core'
import { describe, expect, it } from 'vitest'
import { bootScript, pageCode, withBootScript, withoutScripts } from './boot-script'

const manifest: Manifest = {
  routes: {
    __root__: {
      preloads: ['/assets/react.js', '/assets/shell.js'],
      css: ['/assets/style.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry.js' } }],
    },
    '/{-$lang}': { preloads: ['/assets/layout.js', '/assets/shell.js'], css: [] },
    '/{-$lang}/about': { preloads: ['/assets/about.js'], css: [] },
    '/{-$lang}/contact': { preloads: ['/assets/contact.js'], css: [] },
  },
}

describe('the page code', () => {
  it('lists the matched routes’ own chunks, not other routes or static imports', () => {
    const code = pageCode(manifest, ['__root__', '/{-$lang}', '/{-$lang}/about'])
    expect(code.entry).toBe('/assets/entry.js')
    expect(code.modules).toEqual(['/assets/layout.js', '/assets/about.js'])
  })

  it('fails the build when the manifest has no entry', () => {
    expect(() => pageCode({ routes: { __root__: {} } }, ['__root__'])).toThrow(/no client entry/)
  })

  it('leaves React only the stylesheets to render', () => {
    const rendered = withoutScripts(manifest)
    expect(rendered.routes.__root__).toEqual({ css: ['/assets/style.css'] })
    expect(rendered.routes['/{-$lang}/about']).toEqual({ css: [] })
  })
})

describe('the boot script', () => {
  const code = { entry: '/assets/entry.js', modules: ['/assets/a.js', '/assets/b.js'] }

  it('goes last in the body, after the prerendered content and the page’s messages', () => {
    const html = withBootScript('<html><head></head><body><main>Hi</main></body></html>', code, { a1b2c3: 'Hi' })
    expect(html).toMatch(
      /<main>Hi<\/main><script type="application\/json" id="page-messages">\{"a1b2c3":"Hi"\}<\/script><script type="module" id="page-boot">.*<\/script><\/body><\/html>$/s,
    )
  })

  it('leaves the head as React wrote it', () => {
    const html = withBootScript('<html lang="en"><head><meta charSet="utf-8"/></head><body><main>Hi</main></body></html>', code, {})
    expect(html).toMatch(/^<html lang="en"><head><meta charSet="utf-8"\/><\/head>/)
    expect(html).toContain('<script type="module" id="page-boot">')
  })

  it('starts once the first contentful paint is on screen, requesting every module and the entry', () => {
    const imported: string[] = []
    const timers: { run: () => void; delay: number }[] = []
    const runDueTimers = (delay: number) => {
      for (let timer = timers.findIndex((t) => t.delay === delay); timer >= 0; timer = timers.findIndex((t) => t.delay === delay)) {
        timers.splice(timer, 1)[0]?.run()
      }
    }
    let reportPaint: (name: string) => void = () => {}
    const setTimeout = (callback: () => void, delay = 0) => timers.push({ run: callback, delay })
    const listened: string[] = []
    const window = {
      document: { addEventListener: (type: string) => listened.push(type) },
      setTimeout,
      requestAnimationFrame: () => {},
      PerformanceObserver: class {
        constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
          reportPaint = (painted) => callback({ getEntriesByName: (name) => (name === painted ? [{}] : []) })
        }
        observe() {}
        disconnect() {}
      },
    }
    const body = /<script type="module"[^>]*>(.*)<\/script>/s.exec(bootScript(code))?.[1] ?? ''
    const run = new Function('window', 'setTimeout', 'import_', body.replaceAll('import(', 'import_('))
    run(window, setTimeout, (url: string) => {
      imported.push(url)
      return Promise.resolve()
    })
    // Early presses and typing are collected from the start.
    expect(listened).toEqual(['click', 'input', 'change'])
    runDueTimers(0)
    expect(imported).toEqual([])
    reportPaint('first-contentful-paint')
    expect(imported).toEqual([])
    runDueTimers(0)
    expect(imported.toSorted()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/entry.js'])
    // The fallback timer of a hidden tab does not start the page twice.
    runDueTimers(2000)
    runDueTimers(0)
    expect(imported).toHaveLength(3)
  })
})
