import { DEFAULT_THEME, luminance, mergeMantineTheme, parseThemeColor } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { accentButton, theme } from './theme'

const siteTheme = mergeMantineTheme(DEFAULT_THEME, theme)

/** WCAG 2.2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

describe('the accent colour', () => {
  it('takes dark text on its buttons, readable at rest and on hover (4.5:1)', () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      expect(parseThemeColor({ color: accentButton.color, theme: siteTheme, colorScheme }).isLight).toBe(true)
    }
    expect(contrast(accentButton.background, siteTheme.black)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(accentButton.hover, siteTheme.black)).toBeGreaterThanOrEqual(4.5)
  })

  it('stands out from the dark blue of the heroes and from the page in both schemes (3:1)', () => {
    const navy = theme.colors!.navy!
    const backgrounds = [navy[9], navy[7], siteTheme.colors.dark[7], siteTheme.colors.dark[8]]
    for (const background of backgrounds) expect(contrast(accentButton.background, background), background).toBeGreaterThanOrEqual(3)
  })
})
