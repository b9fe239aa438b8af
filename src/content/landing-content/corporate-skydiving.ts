import { msg } from '@lingui/core/macro'
import type { LandingContent } from '../landing'
import { landingNames } from '../landing-names'
import { deliveryHours, eventMax, eventMin, replyHours, tandemMax, tandemMin, weightLimit } from '../placeholders'
import { link } from './shared'

/** The corporate skydiving landing page's content; each landing page loads only its own. */
export const corporateSkydivingLanding: LandingContent = {
  name: landingNames['landing-corporate-skydiving'],
  intro: msg`Take your team or guests skydiving. We organise tandem days for groups, a demonstration landing with your logo, and photos and video delivered within ${deliveryHours} hours for your internal and external channels.`,
  sectionsTitle: msg`What a corporate skydiving day looks like`,
  sections: [
    {
      icon: 'users',
      title: msg`Group tandem jumps`,
      text: msg`Colleagues or guests jump one after another with our instructors; the rest watch the landings.`,
    },
    {
      icon: 'target',
      title: msg`Logo landing`,
      text: msg`A demonstration jumper lands with your flag or banner to open or close the day.`,
    },
    {
      icon: 'camera',
      title: msg`Photos and video`,
      text: msg`Every participant gets their pictures; you get material for your channels within ${deliveryHours} hours.`,
    },
  ],
  audience: [
    msg`Teams celebrating a milestone`,
    msg`Companies rewarding staff or clients`,
    msg`Participants up to ${weightLimit} kg body weight, no experience needed`,
  ],
  booking: msg`For a group day, plan ${eventMin} to ${eventMax} weeks ahead; single tandem jumps can be booked ${tandemMin} to ${tandemMax} weeks ahead. Prices are on request; you receive a quote within ${replyHours} hours.`,
  links: [link.corporate, link.tandem, link.media],
}
