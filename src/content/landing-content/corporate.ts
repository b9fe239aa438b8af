import { msg } from '@lingui/core/macro'
import type { LandingContent } from '../landing'
import { landingNames } from '../landing-names'
import { eventBooking, link } from './shared'

/** The corporate landing page's content; each landing page loads only its own. */
export const corporateLanding: LandingContent = {
  name: landingNames['landing-corporate'],
  intro: msg`Give your team, clients or launch a moment nobody forgets. We organise tandem jumps for groups, demonstration landings at your venue and photo and video coverage, fitted into your programme.`,
  sectionsTitle: msg`Formats for companies`,
  sections: [
    {
      icon: 'users',
      title: msg`Team building`,
      text: msg`A day at the drop zone where colleagues make a tandem jump or cheer each other on from the ground.`,
    },
    {
      icon: 'gift',
      title: msg`Client entertainment`,
      text: msg`Invite your best clients for a tandem jump or a helicopter jump as a thank-you they will remember.`,
    },
    {
      icon: 'target',
      title: msg`Product launch`,
      text: msg`Your product or logo comes down from the sky and lands in front of the guests and the press.`,
    },
    {
      icon: 'trophy',
      title: msg`Company celebration`,
      text: msg`Open an anniversary or company day with a demonstration team landing at your location.`,
    },
  ],
  audience: [
    msg`HR and event managers planning a team day`,
    msg`Marketing teams preparing a launch or brand activation`,
    msg`Companies celebrating an anniversary`,
  ],
  booking: eventBooking,
  links: [link.tandem, link.stadium, link.media],
}
