import { bodyFontFamily, headingFontFamily } from './typeface'
import { createTheme, localStorageColorSchemeManager, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/** The site's dark blue, from light to dark; shade 8 is the brand colour. */
const navy: MantineColorsTuple = [
  '#e8f0fb',
  '#cfdcf0',
  '#9db6e2',
  '#688ed4',
  '#3e6cc6',
  '#2658b5',
  '#1a4a9c',
  '#123a7d',
  '#0b2a5e',
  '#061c42',
]

/**
 * The accent, canopy orange: the main call to action ("Book now") and the rule above each section's
 * heading. Buttons take dark text on it (autoContrast); theme.test.ts checks the pairs against WCAG AA.
 */
const canopy: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#e8590c',
  '#c2410c',
  '#9a3412',
]

export const brandColor = navy[8]

/** The site's spacing rhythm between sections. */
export const sectionSpace = 'clamp(3rem, 2rem + 3vw, 5rem)'

/** The accent as the main call to action paints it: filled, with dark text, hover one shade darker. */
export const accentButton = { color: 'canopy.6', background: canopy[6], hover: canopy[7] } as const

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 7, dark: 6 },
  colors: { navy, canopy },
  defaultRadius: 'md',
  fontFamily: bodyFontFamily,
  components: {
    // Mantine's grey description text falls below 4.5:1 on white.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
  },
  headings: { fontFamily: headingFontFamily },
})

/** product §3: the theme choice is stored locally under "theme". */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' })

/**
 * Links and secondary text meet WCAG AA contrast (4.5:1) in both schemes;
 * Mantine's defaults for these two fall short on white and on dark grey.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    // The space above and below each section: 48 px on a phone, growing to 80 px on a wide screen.
    '--site-section-space': sectionSpace,
  },
  light: {
    '--mantine-color-anchor': navy[7],
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-anchor': navy[2],
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
})
