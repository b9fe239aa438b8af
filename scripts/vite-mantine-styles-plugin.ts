import type { Plugin } from 'vite'

const inlineStylesModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]InlineStyles[\\/]InlineStyles\.mjs$/
const branch = 'if (deduplicate) return'

/**
 * Mantine's responsive grids (SimpleGrid, Grid, Grid.Col, Flex) write their
 * media queries as a <style> element just before the grid, inside <body>,
 * which HTML does not allow (the Nu HTML Checker reports every one). Mantine
 * can already render those styles the React 19 way, hoisted into <head> with
 * an href and a precedence ("deduplicateInlineStyles"), but SimpleGrid and
 * Grid never ask for it. This makes InlineStyles always take that branch in
 * the production build (client and prerender alike, so hydration matches).
 * The dev server and Storybook keep Mantine as it is. See docs/decisions/010.
 */
export function mantineHeadStylesPlugin(): Plugin {
  return {
    name: 'mantine-head-styles',
    apply: 'build',
    transform(code, id) {
      if (!inlineStylesModule.test(id)) return null
      if (!code.includes(branch)) {
        throw new Error(`mantine-head-styles: ${id} no longer contains "${branch}"; check the Mantine upgrade`)
      }
      return { code: code.replace(branch, 'return'), map: null }
    },
  }
}
