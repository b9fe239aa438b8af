// The JavaScript budget of the public pages: what a page downloads before it is interactive, i.e.
// what its boot script imports (scripts/page-boot.ts) with everything those modules import
// statically, gzip-compressed, plus the messages embedded in the page for its start
// (src/lib/i18n/page-messages.ts), which used to be a JavaScript module of the whole catalog.
// Read from the build (dist/), no browser needed.
//
//   node scripts/perf/js-budget.mjs          fails when a page is over the budget or the file ceiling
//   VERBOSE=1 node scripts/perf/js-budget.mjs   lists every page
//
// The budget, 150 KB, holds for every public page (decision 033: a page's own
// sections come after its shell). The file ceiling guards the chunking of decision 033: on a phone
// every module file costs a main-thread task, and a change such as top-level await in a shared module
// silently splits the start-up code again.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'

const budgetKb = 150
const fileCeiling = 24
const dist = new URL('../../dist/', import.meta.url).pathname
const staffPrefixes = ['admin', 'ssl-status', 'video-management', 'chat-management']

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]))
const gzipped = new Map()
const gzipSize = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length)
  return gzipped.get(file)
}

/** The module and its static imports, as files. */
function withStaticImports(file, into = new Set()) {
  if (into.has(file)) return into
  into.add(file)
  for (const key of chunkByFile.get(file)?.imports ?? []) withStaticImports(`/${manifest[key].file}`, into)
  return into
}

function pagesIn(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return pagesIn(path)
    // The story pages' built pages (templates/story-*.html) are every story page's start.
    return name === 'index.html' || /^story-\w+\.html$/.test(name) ? [path] : []
  })
}

const rows = []
for (const page of pagesIn(dist)) {
  const url = `/${relative(dist, page).replace(/\/?index\.html$/, '')}`
  if (staffPrefixes.some((prefix) => url.startsWith(`/${prefix}`))) continue
  const html = readFileSync(page, 'utf8')
  const boot = /<script type="module"[^>]*>([\s\S]*?)<\/script><\/body>/.exec(html)?.[1]
  if (!boot) throw new Error(`${url}: no boot script`)
  const imported = [...boot.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1])
  if (imported.length === 0) throw new Error(`${url}: the boot script imports nothing`)
  const files = new Set()
  for (const file of imported) withStaticImports(file, files)
  const messages = /<script type="application\/json" id="page-messages">([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!messages) throw new Error(`${url}: no embedded messages`)
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), gzipSync(messages).length)
  rows.push({ url, kb: bytes / 1024, files: files.size })
}

rows.sort((a, b) => b.kb - a.kb)
if (process.env.VERBOSE) for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(6)} KB  ${String(row.files).padStart(3)} files  ${row.url}`)
const largest = rows[0]
console.log(
  `JavaScript before interactive, gzip: ${rows.length} public pages, largest ${largest.kb.toFixed(1)} KB (${largest.url}), ` +
    `smallest ${rows.at(-1).kb.toFixed(1)} KB; budget ${budgetKb} KB`,
)
const mostFiles = rows.reduce((most, row) => (row.files > most.files ? row : most))
console.log(`Module files before interactive: at most ${mostFiles.files} (${mostFiles.url}); ceiling ${fileCeiling}`)
const overSize = rows.filter((row) => row.kb > budgetKb)
for (const row of overSize) console.error(`over the ${budgetKb} KB budget: ${row.url} ${row.kb.toFixed(1)} KB`)
const overFiles = rows.filter((row) => row.files > fileCeiling)
for (const row of overFiles) console.error(`over the ${fileCeiling}-file ceiling: ${row.url} loads ${row.files} module files`)
if (overSize.length > 0 || overFiles.length > 0) process.exit(1)
