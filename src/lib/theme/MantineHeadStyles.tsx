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

const themeVariablesHref = 'mantine-theme-variables'
const breakpointClassesHref = 'mantine-breakpoint-classes'

/**
 * The text of a hoisted style, or none when the page already has that style: React 19 adopts a
 * hoisted style it finds by its href (`data-href`) and never reads the text again, and computing
 * Mantine's variables was about two thirds of the client entry's start-up evaluation (decision 033).
 */
export function unlessOnPage(doc: Document | undefined, href: string, css: () => string): string {
  const onPage = doc?.querySelector(`style[data-href~="${href}"]`)
  return onPage ? '' : css()
}

const pageDocument = typeof document === 'undefined' ? undefined : document

/**
 * Mantine's theme variables and breakpoint classes as React 19 hoisted styles,
 * so they land in <head>: MantineProvider would write them as <style> elements
 * at the top of <body>, which HTML does not allow (docs/decisions/010). Render
 * inside a MantineProvider with withCssVariables={false} and withGlobalClasses={false}.
 */
export function MantineHeadStyles() {
  const theme = useMantineTheme()
  const resolver = useMantineCssVariablesResolver()
  const variables = unlessOnPage(pageDocument, themeVariablesHref, () => themeVariablesCss(theme, resolver))
  const breakpoints = unlessOnPage(pageDocument, breakpointClassesHref, () => breakpointClassesCss(theme))
  return (
    <>
      <style href={themeVariablesHref} precedence="mantine">
        {variables}
      </style>
      <style href={breakpointClassesHref} precedence="mantine">
        {breakpoints}
      </style>
    </>
  )
}
