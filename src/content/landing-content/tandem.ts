import { msg } from '@lingui/core/macro'
import type { LandingContent } from '../landing'
import { landingNames } from '../landing-names'
import { balloonHours, helicopterMinutes, tandemMax, tandemMin, weightLimit } from '../placeholders'
import { link, tandemBooking } from './shared'

/** The tandem landing page's content; each landing page loads only its own. */
export const tandemLanding: LandingContent = {
  name: landingNames['landing-tandem'],
  intro: msg`A tandem jump is the easiest way to experience freefall: after a short briefing you jump attached to an instructor who handles everything. Choose a jump from an aircraft, a helicopter or a hot air balloon.`,
  sectionsTitle: msg`Three ways to make a tandem jump`,
  sections: [
    {
      icon: 'plane',
      title: msg`From an aircraft`,
      text: msg`The classic tandem jump at our drop zone. Book ${tandemMin} to ${tandemMax} weeks ahead.`,
    },
    {
      icon: 'clock',
      title: msg`From a helicopter`,
      text: msg`A hovering exit, about ${helicopterMinutes} minutes from briefing to landing, all year round.`,
    },
    {
      icon: 'sun',
      title: msg`From a hot air balloon`,
      text: msg`Step off a silent basket, from April to October; about ${balloonHours} hours in total.`,
    },
  ],
  audience: [
    msg`First-time jumpers: no experience or training needed`,
    msg`People up to ${weightLimit} kg body weight`,
    msg`Anyone giving a jump as a gift`,
  ],
  booking: tandemBooking,
  links: [link.tandem, link.helicopter, link.balloon],
}
