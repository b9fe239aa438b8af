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

export const brandColor = navy[8]

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 7, dark: 6 },
  colors: { navy },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Mantine's grey description text falls below 4.5:1 on white.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
  },
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
})

/** product §3: the theme choice is stored locally under "theme". */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' })

/**
 * Links and secondary text meet WCAG AA contrast (4.5:1) in both schemes;
 * Mantine's defaults for these two fall short on white and on dark grey.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
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
