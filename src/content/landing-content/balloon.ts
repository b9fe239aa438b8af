import { msg } from '@lingui/core/macro'
import type { LandingContent } from '../landing'
import { landingNames } from '../landing-names'
import { balloonHours, deliveryHours, weightLimit } from '../placeholders'
import { link, tandemBooking } from './shared'

/** The balloon landing page's content; each landing page loads only its own. */
export const balloonLanding: LandingContent = {
  name: landingNames['landing-balloon'],
  intro: msg`A balloon jump is the quietest way into freefall: no engine, no slipstream, just the basket, the horizon and your instructor beside you. We offer it as a tandem jump from April to October, when the weather allows balloons to fly.`,
  sectionsTitle: msg`What to know before you book`,
  sections: [
    {
      icon: 'sun',
      title: msg`A seasonal experience`,
      text: msg`Balloons fly from April to October, mostly early in the morning or in the evening when the wind is calm.`,
    },
    {
      icon: 'clock',
      title: msg`About ${balloonHours} hours`,
      text: msg`Inflating the balloon, the slow ascent, the jump and the landing together take about ${balloonHours} hours.`,
    },
    {
      icon: 'shield',
      title: msg`The weather decides`,
      text: msg`If wind or clouds do not allow a safe flight, we move your jump to a new date in the season.`,
    },
    {
      icon: 'camera',
      title: msg`Capture the moment`,
      text: msg`Add photos or video of your jump; files are delivered within ${deliveryHours} hours.`,
    },
  ],
  audience: [
    msg`Adventurers who want more than a standard tandem jump`,
    msg`Anyone looking for an unforgettable gift`,
    msg`First-time jumpers up to ${weightLimit} kg body weight: no experience needed`,
  ],
  booking: tandemBooking,
  links: [link.balloon, link.helicopter, link.experiences],
}
