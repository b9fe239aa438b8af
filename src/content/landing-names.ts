import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * What every page needs of the landing pages (the related links, the breadcrumbs): their short names.
 * Their page text is in landing.ts, which only their own pages load.
 */
export type LandingKey =
  | 'landing-balloon'
  | 'landing-stadium'
  | 'landing-stadium-nl'
  | 'landing-corporate'
  | 'landing-festival'
  | 'landing-professional'
  | 'landing-tandem'
  | 'landing-helicopter'
  | 'landing-festival-demo'
  | 'landing-corporate-skydiving'

/** Short names for breadcrumbs and links. */
export const landingNames: Record<LandingKey, MessageDescriptor> = {
  'landing-balloon': msg`Hot air balloon jumps`,
  'landing-stadium': msg`Stadium demonstrations`,
  'landing-stadium-nl': msg`Stadium demonstrations in the Netherlands`,
  'landing-corporate': msg`Corporate events`,
  'landing-festival': msg`Festival performances`,
  'landing-professional': msg`Professional skydiving in the Netherlands`,
  'landing-tandem': msg`Tandem jumps in the Netherlands`,
  'landing-helicopter': msg`Helicopter skydiving in the Netherlands`,
  'landing-festival-demo': msg`Festival parachute demonstrations`,
  'landing-corporate-skydiving': msg`Corporate skydiving events`,
}
