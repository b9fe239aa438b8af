import type { Plugin } from 'vite'

const mantineCssVariables = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/

/**
 * The browser build without Mantine's CSS-variables component. The site renders MantineProvider with
 * withCssVariables={false} (its variables are a prerendered <style> in <head>: see MantineHeadStyles),
 * so the component never renders, but MantineProvider imports it, and with it the whole default-variable
 * computation, part of which runs when the module loads (decision 033: about 2.5 KB of every page's
 * start-up script and a few milliseconds of its first task). A stub that renders nothing takes its place.
 */
export function prerenderedThemePlugin(): Plugin {
  return {
    name: 'skydive:prerendered-theme',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return mantineCssVariables.test(id) ? 'export function MantineCssVariables() { return null }' : undefined
    },
  }
}
