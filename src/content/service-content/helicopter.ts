import { msg } from '@lingui/core/macro'
import { serviceIdentities } from '../service-names'
import type { ServiceContent } from '../services'
import { exclusiveMax, exclusiveMin, helicopterMinutes, replyHours } from '../placeholders'
import { priceOnRequest } from './shared'

/** The helicopter jumps page's content (product §2); each service page loads only its own. */
export const helicopter: ServiceContent = {
  ...serviceIdentities.helicopter,
  lead: msg`Leave a hovering helicopter instead of a moving aircraft: no slipstream at the door, a quiet moment above the drop zone and then the freefall. A tandem jump with an instructor, available all year round.`,
  heroCta: msg`Book a helicopter jump`,
  facts: [
    { icon: 'clock', label: msg`Duration`, value: msg`About ${helicopterMinutes} minutes` },
    { icon: 'sun', label: msg`Season`, value: msg`All year round` },
    { icon: 'calendar', label: msg`Book ahead`, value: msg`${exclusiveMin} to ${exclusiveMax} weeks` },
    priceOnRequest,
  ],
  benefitsTitle: msg`What makes a helicopter jump different`,
  benefits: [
    {
      icon: 'plane',
      title: msg`A hovering exit`,
      text: msg`The helicopter stands still in the air, so you sit in the open door and leave when you are ready together with your instructor.`,
    },
    {
      icon: 'clock',
      title: msg`Compact experience`,
      text: msg`From briefing to landing takes about ${helicopterMinutes} minutes, which makes it easy to combine with an event or a day out.`,
    },
    {
      icon: 'calendar',
      title: msg`All year round`,
      text: msg`Helicopter jumps are not tied to a season; we plan them on any day the weather is safe.`,
    },
  ],
  stepsTitle: msg`How your helicopter jump works`,
  steps: [
    {
      title: msg`Briefing at the landing site`,
      text: msg`Your instructor explains how you sit in the door, the exit and the landing, and fits your harness.`,
    },
    {
      title: msg`Boarding the helicopter`,
      text: msg`After the equipment check you board with your instructor and climb to jump altitude while the pilot positions over the drop zone.`,
    },
    {
      title: msg`Exit from the hover`,
      text: msg`At altitude the helicopter hovers. You slide to the door together and drop away into freefall.`,
    },
    {
      title: msg`Canopy ride and landing`,
      text: msg`The instructor opens the parachute, you steer down over the landscape and land together on the ground.`,
    },
  ],
  closing: {
    title: msg`Plan your helicopter jump`,
    text: msg`Helicopter slots are limited, so book ${exclusiveMin} to ${exclusiveMax} weeks ahead. Send us your preferred dates and we will reply within ${replyHours} hours.`,
    cta: msg`Request a helicopter jump`,
  },
}

