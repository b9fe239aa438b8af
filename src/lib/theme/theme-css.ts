import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  px,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core'

let mantineDefaults: ReturnType<typeof defaultCssVariablesResolver> | undefined

/**
 * The theme's CSS variables that differ from Mantine's own stylesheet, as
 * MantineProvider computes them (withCssVariables, deduplicateCssVariables).
 */
export function themeVariablesCss(theme: MantineTheme, resolver?: CSSVariablesResolver): string {
  mantineDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME)
  const defaults = mantineDefaults
  const resolved = defaultCssVariablesResolver(theme)
  const extra = resolver?.(theme)
  const groups = ['variables', 'light', 'dark'] as const
  const changed: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} }
  for (const group of groups) {
    const merged = { ...resolved[group], ...extra?.[group] }
    for (const key of keys(merged)) {
      const value = merged[key]
      if (value !== undefined && defaults[group][key] !== value) changed[group][key] = value
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
