// Fills Dutch translations from a JSON file of { "English source": "Nederlandse tekst" }.
// Usage: npm run i18n:extract && node scripts/i18n-translate.mjs translations.json
// Run catalog commands one at a time (flock /tmp/catalog.lock ...) when several people edit at once.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import PO from 'pofile'

const catalogFile = 'src/locales/nl/messages.po'
const translations = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const catalog = PO.parse(readFileSync(catalogFile, 'utf8'))
const unknown = new Set(Object.keys(translations))
// A message with a context (msgctxt) is its own entry: it is only filled by a key "context\u0004source".
const keyOf = (item) => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid)
for (const item of catalog.items) {
  const key = keyOf(item)
  if (key in translations) {
    item.msgstr = [translations[key]]
    unknown.delete(key)
  }
}
writeFileSync(catalogFile, catalog.toString() + '\n')
// Lingui writes the catalog back in its own format, so the freshness check stays meaningful.
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' })
for (const msgid of unknown) console.warn(`not in the catalog: ${msgid}`)
console.log(`translated ${Object.keys(translations).length - unknown.size} messages`)
