import { findPage } from '~/content/pages'
import type { ServiceContent } from '~/content/services'
import { ClosingCta } from '../ClosingCta/ClosingCta'
import { EventTypeCards } from '../EventTypeCards/EventTypeCards'
import { IconCardGrid } from '../IconCardGrid/IconCardGrid'
import { ServiceHero } from '../ServiceHero/ServiceHero'
import { StepList } from '../StepList/StepList'

/** A service sub-page (spec §2): hero, three benefits, the steps, event types where they apply, and a closing call. */
export function ServicePage({ service }: { service: ServiceContent }) {
  const page = findPage(service.pageKey)
  if (!page) return null
  return (
    <>
      <ServiceHero title={page.title} lead={service.lead} cta={service.heroCta} facts={service.facts} />
      <IconCardGrid id="benefits" title={service.benefitsTitle} cards={service.benefits} />
      <StepList id="steps" title={service.stepsTitle} steps={service.steps} />
      {service.eventTypes && service.eventTypesTitle && (
        <EventTypeCards id="event-types" title={service.eventTypesTitle} eventTypes={service.eventTypes} />
      )}
      <ClosingCta id="book" {...service.closing} />
    </>
  )
}
