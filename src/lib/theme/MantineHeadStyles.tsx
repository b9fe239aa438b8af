import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  px,
  useMantineCssVariablesResolver,
  useMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core'

const mantineDefaults = defaultCssVariablesResolver(DEFAULT_THEME)

/**
 * The theme's CSS variables that differ from Mantine's own stylesheet, as
 * MantineProvider computes them (withCssVariables, deduplicateCssVariables).
 */
export function themeVariablesCss(theme: MantineTheme, resolver?: CSSVariablesResolver): string {
  const resolved = defaultCssVariablesResolver(theme)
  const extra = resolver?.(theme)
  const groups = ['variables', 'light', 'dark'] as const
  const changed: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} }
  for (const group of groups) {
    const merged = { ...resolved[group], ...extra?.[group] }
    for (const key of keys(merged)) {
      const value = merged[key]
      if (value !== undefined && mantineDefaults[group][key] !== value) changed[group][key] = value
    }
  }
  return convertCssVariables(changed)
}

/** Mantine's hiddenFrom/visibleFrom classes per breakpoint, as MantineProvider computes them (withGlobalClasses). */
export function breakpointClassesCss(theme: MantineTheme): string {
  return keys(theme.breakpoints)
    .map((breakpoint) => {
      const value = theme.breakpoints[breakpoint] ?? '0'
      const isPx = value.includes('px')
      const size = px(value) as number
      const below = isPx ? `${size - 0.1}px` : em(size - 0.1)
      const from = isPx ? `${size}px` : em(size)
      return `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
    })
    .join('')
}

/**
 * Mantine's theme variables and breakpoint classes as React 19 hoisted styles,
 * so they land in <head>: MantineProvider would write them as <style> elements
 * at the top of <body>, which HTML does not allow (docs/decisions/010). Render
 * inside a MantineProvider with withCssVariables={false} and withGlobalClasses={false}.
 */
export function MantineHeadStyles() {
  const theme = useMantineTheme()
  const resolver = useMantineCssVariablesResolver()
  return (
    <>
      <style href="mantine-theme-variables" precedence="mantine">
        {themeVariablesCss(theme, resolver)}
      </style>
      <style href="mantine-breakpoint-classes" precedence="mantine">
        {breakpointClassesCss(theme)}
      </style>
    </>
  )
}
