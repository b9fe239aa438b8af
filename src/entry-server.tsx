import type { Manifest } from '@tanstack/router-core'
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import { lazyComponentsReady } from '~/components/LazySection/lazy-component'
import { createAppRouter } from './router'

export { publicUrls, staffPaths } from '~/content/site-urls'
export { productionOrigin } from '~/features/seo/origin'

export interface RenderedPage {
  status: number
  html: string
}

/** Renders one URL to a complete HTML document; used by the prerender step and the dev server. */
export async function renderPage(url: string, manifest: Manifest): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createRequestHandler({
    request,
    createRouter: createAppRouter,
    getRouterManifest: () => manifest,
  })
  const response = await handler(async ({ router, responseHeaders }) => {
    // The route's code is loaded by now; sections it loads lazily must be too (prerendered in full).
    await lazyComponentsReady()
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> })
  })
  return { status: response.status, html: await response.text() }
}
