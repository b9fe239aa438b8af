// `virtual:hook-catalogs` for unit tests that run the hooks' TypeScript in Node: every message of
// the site's catalogs (the hooks bundles carry only their own, scripts/hooks-bundle.mjs).
import { readFileSync } from 'node:fs'
import { formatter } from '@lingui/format-po'

async function read(locale: 'en' | 'nl'): Promise<Record<string, string>> {
  const file = new URL(`../src/locales/${locale}/messages.po`, import.meta.url)
  const catalog = (await formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file.pathname,
  })) ?? {}
  return Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation || entry.message || '']))
}

const catalogs = { en: await read('en'), nl: await read('nl') }
export default catalogs
