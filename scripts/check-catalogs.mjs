// Fails when the catalogs are stale (extraction would change them) or when a
// message has no Dutch translation. Leaves the catalogs as it found them.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import PO from 'pofile'

const catalogs = ['src/locales/en/messages.po', 'src/locales/nl/messages.po']
const before = new Map(catalogs.map((file) => [file, readFileSync(file, 'utf8')]))

let stale
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' })
  stale = catalogs.filter((file) => readFileSync(file, 'utf8') !== before.get(file))
} finally {
  for (const [file, text] of before) writeFileSync(file, text)
}

const dutch = PO.parse(before.get('src/locales/nl/messages.po'))
const untranslated = dutch.items.filter((item) => !item.obsolete && item.msgstr.every((text) => text.trim() === ''))

if (stale.length > 0) console.error(`Stale catalogs (run "npm run i18n:extract"): ${stale.join(', ')}`)
for (const item of untranslated) console.error(`No Dutch translation: ${item.msgid}`)
if (stale.length > 0 || untranslated.length > 0) process.exit(1)
console.log(`catalogs: up to date, ${dutch.items.length} messages translated into Dutch`)
