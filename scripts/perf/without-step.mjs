// Builds the committed site without one step of the loading strategy (docs/decisions/033), to
// measure what that step still buys against the current build (issue 16): the step is taken out of
// a throwaway copy of HEAD by a small source edit, the copy is built, and its dist/ is copied out.
//
//   node scripts/perf/without-step.mjs <step> <output dir>
//   node scripts/perf/lighthouse-ab.mjs /nl 5 dist <output dir> ...   (alternating runs, measured as the gate measures)
//
// Each edit checks that the code it changes is still there, so a refactoring makes this fail
// loudly instead of measuring the wrong build.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const steps = {
  // 2. the page's code requested after the first paint: requested at once instead
  'code-after-paint': [['src/lib/hydration/boot/boot-script.ts', '`(${afterFirstPaint.toString()})(window,()=>{` +', '`((w,run)=>run())(window,()=>{` +']],
  // 4. the site layout with all it imports in one chunk
  'site-chunk': [['vite.config.ts', "{ name: 'site', test: inSiteChunk, includeDependenciesRecursively: true },", '']],
  // 6. hydration in a transition
  'hydration-transition': [
    ['src/entry-client.tsx', '  startTransition(() => {\n    hydrateRoot(', '  ;(() => {\n    hydrateRoot('],
    ['src/entry-client.tsx', '  })\n  // Requested now', '  })()\n  // Requested now'],
    ['src/entry-client.tsx', "import { startTransition, StrictMode } from 'react'", "import { StrictMode } from 'react'"],
  ],
  // 7. sections hydrate after the shell: every section hydrates with the page instead
  'lazy-sections': [['src/lib/hydration/sections/reveal.ts', '    !element ||\n', '    true ||\n']],
  // 8. the cookie banner, booking widget and chat mount when the browser is idle: at once instead
  'idle-extras': [['src/lib/hydration/idle/AfterIdle.tsx', 'useEffect(() => whenIdle(() => setReady(true)), [])', 'useEffect(() => setReady(true), [])']],
}

const [step, outDir] = process.argv.slice(2)
if (!steps[step] || !outDir) {
  console.error(`usage: without-step.mjs <${Object.keys(steps).join('|')}> <output dir>`)
  process.exit(2)
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const copy = mkdtempSync(path.join(tmpdir(), `without-${step}-`))
const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'inherit' })
git('worktree', 'add', '--detach', copy, 'HEAD')
try {
  for (const link of ['node_modules', '.tools']) symlinkSync(path.join(root, link), path.join(copy, link))
  for (const [file, from, to] of steps[step]) {
    const target = path.join(copy, file)
    const source = readFileSync(target, 'utf8')
    if (!source.includes(from)) throw new Error(`${file} no longer has the code this step changes: ${from.slice(0, 60)}`)
    writeFileSync(target, source.replace(from, to))
  }
  execFileSync('bash', ['-c', 'source scripts/ensure-node.sh && node scripts/build.mjs'], { cwd: copy, stdio: 'inherit' })
  rmSync(outDir, { recursive: true, force: true })
  cpSync(path.join(copy, 'dist'), outDir, { recursive: true })
  console.log(`built without ${step}: ${outDir}`)
} finally {
  git('worktree', 'remove', '--force', copy)
}
