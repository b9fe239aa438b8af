import { msg } from '@lingui/core/macro'
import type { LandingContent } from '../landing'
import { landingNames } from '../landing-names'
import { helicopterMinutes, weightLimit } from '../placeholders'
import { link, tandemBooking } from './shared'

/** The helicopter landing page's content; each landing page loads only its own. */
export const helicopterLanding: LandingContent = {
  name: landingNames['landing-helicopter'],
  intro: msg`Jumping from a helicopter feels different from an aircraft: the machine hovers, the door is open and you leave when you are ready. We offer helicopter tandem jumps all year round, with the whole experience taking about ${helicopterMinutes} minutes.`,
  sectionsTitle: msg`Why a helicopter jump`,
  sections: [
    {
      icon: 'plane',
      title: msg`A standing start`,
      text: msg`No forward speed at the exit, so the first seconds of freefall feel like a real drop.`,
    },
    {
      icon: 'calendar',
      title: msg`Any season`,
      text: msg`Helicopter jumps are planned all year round, on any day the weather is safe.`,
    },
    {
      icon: 'users',
      title: msg`Ideal for events`,
      text: msg`About ${helicopterMinutes} minutes per jump makes it easy to fit into a company day or celebration.`,
    },
  ],
  audience: [
    msg`Experienced tandem jumpers who want something new`,
    msg`Companies treating clients or staff`,
    msg`First-time jumpers up to ${weightLimit} kg body weight`,
  ],
  booking: tandemBooking,
  links: [link.helicopter, link.balloon, link.experiences],
}
