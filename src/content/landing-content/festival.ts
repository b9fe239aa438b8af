import { msg } from '@lingui/core/macro'
import type { LandingContent } from '../landing'
import { landingNames } from '../landing-names'
import { eventBooking, link } from './shared'

/** The festival landing page's content; each landing page loads only its own. */
export const festivalLanding: LandingContent = {
  name: landingNames['landing-festival'],
  intro: msg`Start your festival with parachutists trailing smoke, flags unfurling under the canopies and a landing right in front of the main stage. A performance from the sky draws every eye on the grounds.`,
  sectionsTitle: msg`What the crowd sees`,
  sections: [
    {
      icon: 'parachute',
      title: msg`Smoke and flags`,
      text: msg`Coloured smoke and large flags make the jump visible from every corner of the grounds.`,
    },
    {
      icon: 'target',
      title: msg`Landing at the stage`,
      text: msg`The team lands in a marked area near the stage, timed to the line-up or the opening.`,
    },
    {
      icon: 'shield',
      title: msg`Safe on open-air grounds`,
      text: msg`We survey the site beforehand, arrange permits and only jump when the wind allows it.`,
    },
  ],
  audience: [
    msg`Music, food and cultural festivals`,
    msg`Open-air events, fairs and air shows`,
    msg`Municipalities organising a city celebration`,
  ],
  booking: eventBooking,
  links: [link.stadium, link.media, link.corporate],
}
