import { I18nProvider } from '@lingui/react'
import { MantineProvider, mergeThemeOverrides, useMantineColorScheme } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import type { Decorator, Preview } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { useEffect, useMemo, type ReactNode } from 'react'
import { activateLocale, i18n } from '../src/lib/i18n/i18n'
import { isLocale, localeFromPath, type Locale } from '../src/lib/i18n/locales'
import { createQueryClient } from '../src/lib/query/query-client'
import { cssVariablesResolver, theme } from '../src/lib/theme/theme'
import '../src/lib/theme/styles'

// Both catalogs are loaded up front so the toolbar can switch language instantly.
await activateLocale('nl')
await activateLocale('en')

type Scheme = 'light' | 'dark'

/** Applies the toolbar's scheme when it changes, and only then, so stories can switch it themselves. */
function SchemeSync({ scheme }: { scheme: Scheme }) {
  const { setColorScheme } = useMantineColorScheme()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- setColorScheme changes identity on every render
  useEffect(() => setColorScheme(scheme), [scheme])
  return null
}

// Transitions off: play functions and the accessibility check see menus fully open, never mid-fade.
const storyTheme = mergeThemeOverrides(theme, {
  components: {
    Menu: { defaultProps: { transitionProps: { duration: 0 } } },
    Drawer: { defaultProps: { transitionProps: { duration: 0 } } },
    Modal: { defaultProps: { transitionProps: { duration: 0 } } },
    Accordion: { defaultProps: { transitionDuration: 0 } },
  },
})

/** Components render inside a real router at "/" or "/nl", so links and the page language behave as on the site. */
function StoryRouter({ locale, path, children }: { locale: Locale; path?: string; children: ReactNode }) {
  const router = useMemo(() => {
    const rootRoute = createRootRoute({ component: () => <>{children}</> })
    return createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: [path ?? (locale === 'nl' ? '/nl' : '/')] }),
    })
  }, [locale, path, children])
  return <RouterProvider router={router} />
}

const storyQueryClient = createQueryClient()

const withProviders: Decorator = (Story, context) => {
  const path: string | undefined = context.parameters.path
  const locale: Locale = isLocale(context.parameters.locale)
    ? context.parameters.locale
    : path
      ? localeFromPath(path)
      : isLocale(context.globals.locale)
        ? context.globals.locale
        : 'en'
  const scheme: Scheme = context.parameters.colorScheme ?? context.globals.colorScheme ?? 'light'
  i18n.activate(locale)
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={storyTheme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme={scheme}>
        <SchemeSync scheme={scheme} />
        <QueryClientProvider client={storyQueryClient}>
          <Notifications transitionDuration={0} />
          <div lang={locale}>
            <StoryRouter locale={locale} path={path}>
              <Story />
            </StoryRouter>
          </div>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  )
}

const preview: Preview = {
  decorators: [withProviders],
  // Toasts of one story must not appear in the next one.
  beforeEach: () => notifications.clean(),
  globalTypes: {
    locale: {
      description: 'Language of the site',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'nl', title: 'Nederlands' },
        ],
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', colorScheme: 'light' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
}

export default preview
