const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

/** Body text: the visitor's own system face, nothing to download. */
export const bodyFontFamily = systemFonts

/** Headings: Archivo (typeface.css), its metric-matched fallback, then the system face. */
export const headingFontFamily = `"Archivo Variable", "Archivo Fallback", ${systemFonts}`

/**
 * The headings' font file, which the build puts inside the stylesheet (vite.config.ts): the face is
 * there whenever the first paint is, on the first visit too (decision 032).
 */
export const headingFontInStylesheet = /[\\/]archivo-latin-wght-normal\.woff2$/
