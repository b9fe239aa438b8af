#!/usr/bin/env node
/**
 * The Nu HTML Checker (vnu-jar) over every prerendered page in dist/: the
 * public pages in both languages, the aliases, 404.html and nl/404.html, the
 * offline pages and the staff shells. One Java process for all files (the
 * checker takes seconds to start); errors fail with a list grouped by message.
 *
 *   node scripts/check-html.mjs [dist]
 */
import { execFile } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import vnu from 'vnu-jar'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.resolve(root, process.argv[2] ?? 'dist')

/**
 * Messages that are limitations of the checker, not of the pages. Each entry is
 * the exact message and why it is not a defect (docs/decisions/010).
 */
const checkerLimitations = new Map([])

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

function runChecker(files) {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-Xss8m', '-jar', String(vnu), '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(error)
        try {
          resolve(JSON.parse(stderr).messages)
        } catch {
          reject(new Error(`the checker did not answer JSON:\n${stderr.slice(0, 2000)}`))
        }
      },
    )
  })
}

const files = await htmlFiles(dist)
if (files.length === 0) {
  console.error(`no HTML files in ${dist}: run the build first`)
  process.exit(1)
}
const started = Date.now()
const messages = await runChecker(files)
const errors = messages.filter((message) => message.type !== 'info' && !checkerLimitations.has(message.message))

const seconds = ((Date.now() - started) / 1000).toFixed(1)
if (errors.length === 0) {
  console.log(`Nu HTML Checker: ${files.length} pages, no errors (${seconds} s)`)
  process.exit(0)
}

const byMessage = new Map()
for (const error of errors) {
  const list = byMessage.get(error.message) ?? []
  list.push(error)
  byMessage.set(error.message, list)
}
console.error(`Nu HTML Checker: ${errors.length} errors in ${files.length} pages (${seconds} s)\n`)
for (const [message, list] of byMessage) {
  const pages = [...new Set(list.map((error) => path.relative(dist, fileURLToPath(error.url))))]
  console.error(`- ${message}`)
  console.error(`  ${list.length}x in ${pages.length} page(s): ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ', ...' : ''}`)
  if (list[0].extract) console.error(`  e.g. line ${list[0].lastLine}: ${list[0].extract.replace(/\s+/g, ' ').slice(0, 200)}`)
}
process.exit(1)
