// Fails when a CSS module defines a class that no file importing it uses (`classes.name` or
// `classes['name']`), so stylesheets shrink with the components that stopped needing them.
import { readFileSync, globSync } from 'node:fs'
import path from 'node:path'

const sources = globSync('src/**/*.{ts,tsx}').map((file) => ({ file, text: readFileSync(file, 'utf8') }))
const unused = []
for (const sheet of globSync('src/**/*.module.css')) {
  // Selectors only: comments and declarations (values such as 0.5s) are left out.
  const selectors = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, '{}')
  const classNames = new Set([...selectors.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1]))
  const importers = sources.filter(({ file, text }) => {
    const specifiers = [...text.matchAll(/from ['"]([^'"]+\.module\.css)['"]/g)].map((match) => match[1])
    return specifiers.some((specifier) => path.resolve(path.dirname(file), specifier.replace(/^~\//, `${process.cwd()}/src/`)) === path.resolve(sheet))
  })
  for (const name of classNames) {
    const used = importers.some(({ text }) => new RegExp(`\\b\\w+\\.${name}\\b|\\[['"]${name}['"]\\]`).test(text))
    if (!used) unused.push(`${sheet}: .${name}`)
  }
}
for (const line of unused) console.error(`unused CSS module class: ${line}`)
if (unused.length > 0) process.exit(1)
console.log('CSS modules: every class is used')
