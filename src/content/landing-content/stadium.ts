import { msg } from '@lingui/core/macro'
import type { LandingContent } from '../landing'
import { landingNames } from '../landing-names'
import { eventBooking, link } from './shared'

/** The stadium landing page's content; each landing page loads only its own. */
export const stadiumLanding: LandingContent = {
  name: landingNames['landing-stadium'],
  intro: msg`A parachutist coming down into a full stadium is a moment the crowd talks about long after the final whistle. Our demonstration team delivers the match ball, carries your flag or opens the ceremony with a precision landing on the pitch.`,
  sectionsTitle: msg`What a demonstration includes`,
  sections: [
    {
      icon: 'target',
      title: msg`Landing on the spot`,
      text: msg`The team lands on a marked spot on the pitch, timed to the second for kick-off, half-time or the ceremony.`,
    },
    {
      icon: 'map',
      title: msg`Permits and air traffic`,
      text: msg`We arrange the permissions and coordinate with air traffic control and the venue's safety staff.`,
    },
    {
      icon: 'trophy',
      title: msg`Ball, flag or banner`,
      text: msg`Bring down the match ball or trophy, a giant flag or a sponsor banner under the canopy.`,
    },
  ],
  audience: [
    msg`Football and sports clubs planning a special match or anniversary`,
    msg`Organisers of tournaments, finals and opening ceremonies`,
    msg`Sponsors who want their brand in the air and on the screen`,
  ],
  booking: eventBooking,
  links: [link.stadium, link.festival, link.media],
}
