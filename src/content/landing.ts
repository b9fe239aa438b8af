import type { MessageDescriptor } from '@lingui/core'
import { balloonLanding } from './landing-content/balloon'
import { corporateLanding } from './landing-content/corporate'
import { corporateSkydivingLanding } from './landing-content/corporate-skydiving'
import { festivalLanding } from './landing-content/festival'
import { festivalDemoLanding } from './landing-content/festival-demo'
import { helicopterLanding } from './landing-content/helicopter'
import { professionalLanding } from './landing-content/professional'
import { stadiumLanding } from './landing-content/stadium'
import { stadiumNlLanding } from './landing-content/stadium-nl'
import { tandemLanding } from './landing-content/tandem'
import { landingText } from './landing-content/shared'
import type { LandingKey } from './landing-names'
import type { IconCard } from './services'

export type { LandingKey }
export { landingText }

export interface ContentLink {
  /** Language-neutral path. */
  to: string
  label: MessageDescriptor
}

export interface LandingContent {
  /** Short name for breadcrumbs. */
  name: MessageDescriptor
  intro: MessageDescriptor
  sectionsTitle: MessageDescriptor
  sections: readonly IconCard[]
  audience: readonly MessageDescriptor[]
  booking: MessageDescriptor
  links: readonly ContentLink[]
}

/** Every landing page's content, for pages that list them all (search); a landing page imports its own module. */
export const landingContent: Record<LandingKey, LandingContent> = {
  'landing-balloon': balloonLanding,
  'landing-stadium': stadiumLanding,
  'landing-stadium-nl': stadiumNlLanding,
  'landing-corporate': corporateLanding,
  'landing-festival': festivalLanding,
  'landing-professional': professionalLanding,
  'landing-tandem': tandemLanding,
  'landing-helicopter': helicopterLanding,
  'landing-festival-demo': festivalDemoLanding,
  'landing-corporate-skydiving': corporateSkydivingLanding,
}
