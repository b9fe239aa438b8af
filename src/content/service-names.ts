import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * What every page needs of the services (the related links, the breadcrumbs): their names and paths.
 * The services' page text is in services.ts, which only their own pages load.
 */
export type ServiceKey = 'tandem' | 'helicopter' | 'balloon' | 'stadium' | 'media'

export interface ServiceIdentity {
  key: ServiceKey
  /** The entry in the page registry that holds the title, description and paths. */
  pageKey: 'service-tandem' | 'service-helicopter' | 'service-balloon' | 'service-stadium' | 'service-media'
  path: string
  /** Short name for breadcrumbs and structured data. */
  name: MessageDescriptor
}

export const serviceIdentities: Record<ServiceKey, ServiceIdentity> = {
  tandem: { key: 'tandem', pageKey: 'service-tandem', path: '/services/tandem-jumps', name: msg`Tandem jumps` },
  helicopter: { key: 'helicopter', pageKey: 'service-helicopter', path: '/services/helicopter-jumps', name: msg`Helicopter jumps` },
  balloon: { key: 'balloon', pageKey: 'service-balloon', path: '/services/hot-air-balloon', name: msg`Hot air balloon jumps` },
  stadium: { key: 'stadium', pageKey: 'service-stadium', path: '/services/stadium-shows', name: msg`Stadium shows` },
  media: { key: 'media', pageKey: 'service-media', path: '/services/media-production', name: msg`Media production` },
}
