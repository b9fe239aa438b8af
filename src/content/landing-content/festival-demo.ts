import { msg } from '@lingui/core/macro'
import type { LandingContent } from '../landing'
import { landingNames } from '../landing-names'
import { countries, deliveryHours, shows } from '../placeholders'
import { eventBooking, link } from './shared'

/** The festival demo landing page's content; each landing page loads only its own. */
export const festivalDemoLanding: LandingContent = {
  name: landingNames['landing-festival-demo'],
  intro: msg`A parachute demonstration gives your festival an opening nobody misses. Our team has performed ${shows} shows in ${countries} countries and knows how to work with stages, crowds and tight schedules.`,
  sectionsTitle: msg`How we fit into your festival`,
  sections: [
    {
      icon: 'calendar',
      title: msg`Timed to your programme`,
      text: msg`We agree the exact jump time with your production team and adapt to delays on the day.`,
    },
    {
      icon: 'map',
      title: msg`Site survey`,
      text: msg`We assess the grounds for a safe landing area and arrange the permits.`,
    },
    {
      icon: 'parachute',
      title: msg`Visible from afar`,
      text: msg`Smoke, flags and banners make the jump a spectacle for the whole festival site.`,
    },
    {
      icon: 'video',
      title: msg`Footage for your channels`,
      text: msg`On request we film the jump from the air and deliver within ${deliveryHours} hours.`,
    },
  ],
  audience: [
    msg`Festival organisers looking for a signature opening`,
    msg`Event agencies producing open-air events`,
    msg`Sponsors who want a banner in the sky`,
  ],
  booking: eventBooking,
  links: [link.festival, link.stadium, link.media],
}
