import { use } from 'react'
import { useMantineCssVariablesResolver, useMantineTheme, type CSSVariablesResolver, type MantineTheme } from '@mantine/core'

const themeVariablesHref = 'mantine-theme-variables'
const breakpointClassesHref = 'mantine-breakpoint-classes'

/**
 * The text of a hoisted style, or none when the page already has that style: React 19 adopts a
 * hoisted style it finds by its href (`data-href`) and never reads the text again, and computing
 * Mantine's variables was about two thirds of the client entry's start-up evaluation (decision 033).
 */
export function unlessOnPage(doc: Document | undefined, href: string, css: () => string): string {
  return onPage(doc, href) ? '' : css()
}

const onPage = (doc: Document | undefined, href: string) => doc?.querySelector(`style[data-href~="${href}"]`) != null

const pageDocument = typeof document === 'undefined' ? undefined : document

export interface ThemeCss {
  variables: (theme: MantineTheme, resolver?: CSSVariablesResolver) => string
  breakpoints: (theme: MantineTheme) => string
}

let themeCss: ThemeCss | undefined
let loadingThemeCss: Promise<ThemeCss> | undefined

/**
 * Gives the code that computes both styles to the server render (entry-server.tsx). In the browser
 * every page arrives with the styles (prerendered), so its start-up script leaves that code out and
 * fetches it only for a page without them.
 */
export function provideThemeCss(code: ThemeCss): void {
  themeCss = code
}

function useThemeCss(needed: boolean): ThemeCss | undefined {
  if (themeCss || !needed) return themeCss
  loadingThemeCss ??= import('./theme-css').then((module) => ({ variables: module.themeVariablesCss, breakpoints: module.breakpointClassesCss }))
  return use(loadingThemeCss)
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
  const compute = useThemeCss(!onPage(pageDocument, themeVariablesHref) || !onPage(pageDocument, breakpointClassesHref))
  const variables = unlessOnPage(pageDocument, themeVariablesHref, () => compute?.variables(theme, resolver) ?? '')
  const breakpoints = unlessOnPage(pageDocument, breakpointClassesHref, () => compute?.breakpoints(theme) ?? '')
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
