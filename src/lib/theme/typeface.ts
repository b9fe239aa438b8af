import headingFontFile from '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url'

const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

/** Body text: the visitor's own system face, nothing to download. */
export const bodyFontFamily = systemFonts

/** Headings: Archivo (typeface.css), its metric-matched fallback, then the system face. */
export const headingFontFamily = `"Archivo Variable", "Archivo Fallback", ${systemFonts}`

/** Preloaded by every page, so the headings' face is usually there before they are painted. */
export const headingFontPreload = { rel: 'preload', href: headingFontFile, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' } as const
