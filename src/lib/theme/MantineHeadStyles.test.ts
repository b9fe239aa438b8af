import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core'
import { describe, expect, it, vi } from 'vitest'
import { unlessOnPage } from './MantineHeadStyles'
import { breakpointClassesCss, themeVariablesCss } from './theme-css'
import { cssVariablesResolver, theme } from './theme'

const siteTheme = mergeMantineTheme(DEFAULT_THEME, theme)

describe('Mantine styles for <head>', () => {
  it('carries the site palette and the contrast fixes for both schemes, not Mantine defaults', () => {
    const css = themeVariablesCss(siteTheme, cssVariablesResolver)
    expect(css).toContain('--mantine-color-navy-8: #0b2a5e;')
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-anchor: #123a7d;/)
    expect(css).toMatch(/:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*--mantine-color-anchor: #9db6e2;/)
    // Already in Mantine's stylesheet: not repeated.
    expect(css).not.toContain('--mantine-scale:')
    expect(css).not.toContain('--mantine-color-blue-6:')
  })

  it('hides and shows the breakpoint classes at each theme breakpoint', () => {
    const css = breakpointClassesCss(siteTheme)
    expect(css).toContain('@media (max-width: 47.99375em) {.mantine-visible-from-sm {display: none !important;}}')
    expect(css).toContain('@media (min-width: 75em) {.mantine-hidden-from-lg {display: none !important;}}')
    expect(css.match(/@media/g)).toHaveLength(2 * Object.keys(siteTheme.breakpoints).length)
  })

  it('computes a style only where the page does not already carry it', () => {
    // React's hoisted styles are found by their href among the space-separated ones it merged.
    const prerendered = {
      querySelector: (selector: string) => (selector === 'style[data-href~="mantine-theme-variables"]' ? {} : null),
    } as unknown as Document
    const css = vi.fn(() => ':root{}')
    expect(unlessOnPage(prerendered, 'mantine-theme-variables', css)).toBe('')
    expect(css).not.toHaveBeenCalled()
    expect(unlessOnPage(prerendered, 'mantine-breakpoint-classes', css)).toBe(':root{}')
    expect(unlessOnPage(undefined, 'mantine-theme-variables', css)).toBe(':root{}')
    expect(css).toHaveBeenCalledTimes(2)
  })
})
