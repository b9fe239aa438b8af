import type { Manifest } from '@tanstack/router-core'
import type { Messages } from '@lingui/core'
import { afterFirstPaint, firstPaintFallbackMs } from './after-first-paint.ts'
import { installEarlyInput } from './early-input.ts'
import { pageMessagesElement } from '../../i18n/page-messages.ts'

/**
 * The page's JavaScript starts downloading only after the first paint: on a slow phone connection
 * the prerendered text and the stylesheet get the bandwidth first, and the code that makes the page
 * interactive follows one frame later. What the visitor does in that moment is kept and handed to
 * the page once it is interactive (src/lib/boot/early-input.ts, installed by this script).
 */
export interface PageCode {
  /** The client entry; the browser finds its static imports itself. */
  entry: string
  /** What the entry only asks for once it runs (the page's route chunks), requested alongside it to save the round trips. */
  modules: string[]
}

/** The router manifest React renders: stylesheets only; the scripts come from the boot script. */
export function withoutScripts(manifest: Manifest): Manifest {
  const routes: Manifest['routes'] = {}
  for (const [id, route] of Object.entries(manifest.routes)) routes[id] = { css: route.css ?? [] }
  return { ...manifest, routes }
}

type Preload = NonNullable<Manifest['routes'][string]['preloads']>[number]
const hrefOf = (preload: Preload): string => (typeof preload === 'string' ? preload : preload.href)

/** What one page loads: the entry and its matched routes' own chunks. */
export function pageCode(manifest: Manifest, routeIds: readonly string[]): PageCode {
  const root = manifest.routes.__root__
  const entry = root?.scripts?.find((script) => script.attrs?.type === 'module')?.attrs?.src
  if (typeof entry !== 'string') throw new Error('The router manifest has no client entry')
  // A route's first preload is its own chunk; the rest are imports the browser discovers from it.
  // The root's preloads are the entry's own imports.
  const routeChunks = routeIds
    .filter((id) => id !== '__root__')
    .flatMap((id) => manifest.routes[id]?.preloads?.slice(0, 1) ?? [])
    .map(hrefOf)
  return { entry, modules: [...new Set(routeChunks)] }
}

/**
 * The inline script that starts the page's code after the first paint. A module request from script
 * costs main-thread time (much more with DevTools open), so only the few modules the browser cannot
 * discover from the entry are requested, each from its own task.
 */
export function bootScript({ entry, modules }: PageCode): string {
  // The code's requests must not start before the first paint is on screen: they would compete with
  // it for the connection.
  return (
    `<script type="module" id="${bootScriptId}">` +
    `(${installEarlyInput.toString()})(window);` +
    `(${afterFirstPaint.toString()})(window,()=>{` +
    `for(const url of ${JSON.stringify(modules)})setTimeout(()=>import(url).catch(()=>{}));` +
    `import(${JSON.stringify(entry)})},${firstPaintFallbackMs})` +
    `</script>`
  )
}

const bootScriptId = 'page-boot'

/**
 * Adds the page's messages and the boot script as the last elements of the page body. (Holding the
 * first paint until the whole page was parsed, with a render-blocking rel="expect" link, no longer
 * bought a margin and was taken out: decision 033.)
 */
export function withBootScript(html: string, code: PageCode, messages: Messages): string {
  const bodyEnd = html.lastIndexOf('</body>')
  if (bodyEnd < 0) throw new Error('A prerendered page has no </body>')
  return (
    html.slice(0, bodyEnd) +
    pageMessagesElement(messages) +
    bootScript(code) +
    html.slice(bodyEnd)
  )
}
