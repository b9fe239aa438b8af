import { useEffect } from 'react'
import { eachWhenIdle } from '~/lib/hydration/idle/idle'
import { LazySection } from '~/lib/hydration/sections/LazySection'
import { findPage } from '~/content/pages'
import type { ServiceContent } from '~/content/services'
import { serviceSectionIds, ServiceSections } from '../../deferred-sections'
import { KeyFacts } from '../KeyFacts/KeyFacts'
import { ServiceHero } from '../ServiceHero/ServiceHero'

/** A service sub-page (product §2): hero, three benefits, the steps, event types where they apply, and a closing call. */
export function ServicePage({ service }: { service: ServiceContent }) {
  useEffect(() => eachWhenIdle([ServiceSections.preload]), [])
  const page = findPage(service.pageKey)
  if (!page) return null
  const [first, ...others] = serviceSectionIds
  return (
    <>
      <ServiceHero title={page.title} lead={service.lead} cta={service.heroCta}>
        <KeyFacts facts={service.facts} />
      </ServiceHero>
      <LazySection id={first} aliases={others}>
        <ServiceSections service={service} />
      </LazySection>
    </>
  )
}
