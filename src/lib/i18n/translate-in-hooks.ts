import type { MessageDescriptor } from '@lingui/core'
import catalogs from 'virtual:hook-catalogs'
import type { Locale } from './locales'

export type MessageValues = Record<string, string | number>

/**
 * Translates a message in the hooks' JS engine, which has no Lingui runtime and no Intl. The
 * catalogs are the site's own (src/locales), cut to the messages a hooks bundle uses by
 * scripts/hooks-bundle.mjs. Placeholders only: server texts use no plural or number syntax.
 */
export function translate(descriptor: MessageDescriptor, locale: Locale, values: MessageValues = {}): string {
  const id = descriptor.id ?? ''
  const template = catalogs[locale][id] || catalogs.en[id] || descriptor.message || id
  const all: Record<string, unknown> = { ...descriptor.values, ...values }
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in all ? String(all[name]) : placeholder))
}
