import { i18n, type Messages } from '@lingui/core'
import type { Locale } from './locales'

type CatalogModule = { messages: Messages }

const catalogLoaders: Record<Locale, () => Promise<CatalogModule>> = {
  en: () => import('../../locales/en/messages.po'),
  nl: () => import('../../locales/nl/messages.po'),
}

const loaded = new Set<Locale>()

/** Loads (once) and activates the catalog of a locale on the shared i18n instance. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await catalogLoaders[locale]()
    i18n.load(locale, messages)
    loaded.add(locale)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
}

export { i18n }
