import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const mantineUseId = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/
const replacement = fileURLToPath(new URL('../src/lib/hydration/stable-id/mantine-use-id.ts', import.meta.url))

/**
 * Mantine's useId replaced by one that keeps React's id (src/lib/hydration/stable-id/mantine-use-id.ts
 * says why). In the server and the browser build alike, so the prerendered ids are the ones the page
 * hydrates with. (The development server's browser side uses its pre-bundled Mantine, unchanged: its
 * first render has the same ids as the server's.)
 */
export function mantineStableIdPlugin(): Plugin {
  return {
    name: 'skydive:mantine-stable-id',
    enforce: 'pre',
    load(id) {
      return mantineUseId.test(id) ? `export { useMantineId as useId } from ${JSON.stringify(replacement)}` : undefined
    },
  }
}
