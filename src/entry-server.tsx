import type { Manifest } from '@tanstack/router-core'
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import { recordMessageIds } from '~/lib/i18n/record-message-ids'
import { provideThemeCss } from '~/lib/theme/MantineHeadStyles'
import { breakpointClassesCss, themeVariablesCss } from '~/lib/theme/theme-css'
import { createAppRouter } from './router'

export { publicUrls, staffPaths } from '~/content/site-urls'
export { productionOrigin } from '~/features/seo/origin'
export { messagesOf } from '~/lib/i18n/i18n'
export { storyTemplates } from '~/lib/stories/story-page-data'

provideThemeCss({ variables: themeVariablesCss, breakpoints: breakpointClassesCss })

export interface RenderedPage {
  status: number
  html: string
  /** The ids of the routes the page matched, outermost first: they decide which code it loads. */
  routeIds: string[]
  /** The messages the render translated: what the page's first render in the browser needs. */
  messageIds: string[]
}

/** Renders one URL to a complete HTML document; used by the prerender step and the dev server. */
export async function renderPage(url: string, manifest: Manifest): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createRequestHandler({
    request,
    createRouter: createAppRouter,
    getRouterManifest: () => manifest,
  })
  let routeIds: string[] = []
  // Sections whose code the browser fetches later are preloaded by their route's loader.
  const { result, ids } = await recordMessageIds(async () => {
    const response = await handler(({ router, responseHeaders }) => {
      routeIds = router.state.matches.map((match) => match.routeId)
      return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> })
    })
    return { status: response.status, html: await response.text() }
  })
  return { ...result, routeIds, messageIds: [...ids] }
}
