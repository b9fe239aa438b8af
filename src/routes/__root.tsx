import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core'
import { Suspense } from 'react'
import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { AppProviders } from '~/app/providers'
import { consentDefaultScript } from '~/features/consent/consent-defaults'
import { rootHead } from '~/app/root-head'
import { NotFoundPage } from '~/features/shell/components/NotFoundPage/NotFoundPage'
import { PwaLayer } from '~/features/pwa/components/PwaLayer/PwaLayer'
import { withPwaHead } from '~/features/pwa/pwa-head'
import { LocalCanonical } from '~/features/seo/LocalCanonical'
import { activateLocale } from '~/lib/i18n/i18n'
import { localeFromPath } from '~/lib/i18n/locales'
import { localeForPath } from '~/lib/i18n/staff-locale'
import { useLocale } from '~/lib/i18n/useLocale'
import '~/lib/theme/styles'

export const Route = createRootRoute({
  beforeLoad: ({ location }) => activateLocale(localeForPath(location.pathname)),
  head: ({ matches }) => withPwaHead(rootHead(), localeFromPath(matches.at(-1)?.pathname ?? '/')),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
})

function RootDocument() {
  const locale = useLocale()
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        {/* Google Consent Mode v2 defaults: the first script of every page, before anything could read consent. */}
        <script dangerouslySetInnerHTML={{ __html: consentDefaultScript }} />
        <ColorSchemeScript defaultColorScheme="auto" localStorageKey="theme" />
        <HeadContent />
      </head>
      <body>
        <AppProviders>
          {/* The page hydrates after the document shell, in slices that leave the main thread free
              between them (React hydrates a prerendered Suspense boundary at idle priority). A press
              on it before then makes React hydrate it at once and replay the press. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
          <LocalCanonical />
          <PwaLayer />
        </AppProviders>
        <Scripts />
      </body>
    </html>
  )
}
