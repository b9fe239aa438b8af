import { I18nProvider } from '@lingui/react'
import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { i18n } from '~/lib/i18n/i18n'
import { DeferredNotifications } from './DeferredNotifications'
import { MantineHeadStyles } from '~/lib/theme/MantineHeadStyles'
import { colorSchemeManager, cssVariablesResolver, theme } from '~/lib/theme/theme'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      {/* Every Mantine <style> goes to <head> (HTML allows none in <body>): see MantineHeadStyles. */}
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        withCssVariables={false}
        withGlobalClasses={false}
        deduplicateInlineStyles
      >
        <MantineHeadStyles />
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </I18nProvider>
  )
}
