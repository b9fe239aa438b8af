import type { MessageDescriptor } from '@lingui/core'
import { experienceFacts } from './facts'
import { balloon } from './service-content/balloon'
import { helicopter } from './service-content/helicopter'
import { media } from './service-content/media'
import { stadium } from './service-content/stadium'
import { tandem } from './service-content/tandem'
import type { ServiceIdentity, ServiceKey } from './service-names'

export { experienceFacts }
export type { ServiceKey }

/** Icon names the components map to pictograms, so content stays free of UI code. */
export type ContentIcon =
  | FactIcon
  | 'parachute'
  | 'video'
  | 'users'
  | 'plane'
  | 'broadcast'
  | 'map'
  | 'gift'

/** The pictograms of the key facts in a service page's hero: the only ones its start-up code carries. */
export type FactIcon = 'calendar' | 'camera' | 'clock' | 'euro' | 'scale' | 'shield' | 'sun' | 'target' | 'trophy'

export interface Titled {
  title: MessageDescriptor
  text: MessageDescriptor
}

export interface IconCard extends Titled {
  icon: ContentIcon
}

export interface KeyFact {
  icon: FactIcon
  label: MessageDescriptor
  value: MessageDescriptor
}

export interface EventType extends Titled {
  features: readonly MessageDescriptor[]
}

export interface ServiceContent extends ServiceIdentity {
  lead: MessageDescriptor
  heroCta: MessageDescriptor
  facts: readonly KeyFact[]
  benefitsTitle: MessageDescriptor
  benefits: readonly [IconCard, IconCard, IconCard]
  stepsTitle: MessageDescriptor
  steps: readonly Titled[]
  eventTypesTitle?: MessageDescriptor
  eventTypes?: readonly EventType[]
  closing: { title: MessageDescriptor; text: MessageDescriptor; cta: MessageDescriptor }
}

/** Every service's content, for pages that list them all (search); a service page imports its own module. */
export const services: Record<ServiceKey, ServiceContent> = { tandem, helicopter, balloon, stadium, media }

