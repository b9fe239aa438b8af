import type { ServiceContent } from '~/content/services'
import { ClosingCta } from '../ClosingCta/ClosingCta'
import { EventTypeCards } from '../EventTypeCards/EventTypeCards'
import { IconCardGrid } from '../IconCardGrid/IconCardGrid'
import { StepList } from '../StepList/StepList'

/** A service page below its hero: three benefits, the steps, event types where they apply, and a closing call. */
export function ServiceSections({ service }: { service: ServiceContent }) {
  return (
    <>
      <IconCardGrid id="benefits" title={service.benefitsTitle} cards={service.benefits} />
      <StepList id="steps" title={service.stepsTitle} steps={service.steps} />
      {service.eventTypes && service.eventTypesTitle && (
        <EventTypeCards id="event-types" title={service.eventTypesTitle} eventTypes={service.eventTypes} />
      )}
      <ClosingCta id="book" {...service.closing} />
    </>
  )
}
