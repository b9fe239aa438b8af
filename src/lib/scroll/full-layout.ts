/**
 * Home sections and the footer skip layout while off screen (content-visibility: auto in their
 * stylesheets): laying out the whole prerendered home page was the largest task of its start on a
 * phone. Their size until then is an estimate, so a scroll to a section far below first lays the
 * page out in full, or it would land where the estimates put the section.
 */
export const fullLayoutAttribute = 'data-full-layout'

export function layOutWholePage(): void {
  document.documentElement.setAttribute(fullLayoutAttribute, '')
}
