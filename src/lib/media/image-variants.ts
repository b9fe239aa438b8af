/**
 * The widths the server makes every uploaded public image in, answering each in AVIF or WebP by the
 * browser's Accept header (server/image_variants.go, variantWidths; decision 034). A unit test holds
 * the two lists equal.
 */
export const variantWidths = [360, 540, 720, 960, 1280, 1600, 1920] as const

/** An uploaded image's responsive sources up to `largest` px (never larger than the image itself: the server does not scale up). */
export function variantSources(fileUrl: string, largest: number): { src: string; srcSet: string } {
  const widths = variantWidths.filter((width) => width <= largest)
  const at = (width: number) => `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}w=${width}`
  return { src: at(widths.at(-1) ?? variantWidths[0]), srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', ') }
}
