import { msg } from '@lingui/core/macro'
import type { LandingContent } from '../landing'
import { landingNames } from '../landing-names'
import { countries, shows } from '../placeholders'
import { eventBooking, link } from './shared'

/** The stadium nl landing page's content; each landing page loads only its own. */
export const stadiumNlLanding: LandingContent = {
  name: landingNames['landing-stadium-nl'],
  intro: msg`From our base in Apeldoorn we reach every stadium and arena in the Netherlands. We handle the Dutch permits and the coordination with air traffic control, so the club or organiser only has to pick the moment.`,
  sectionsTitle: msg`Demonstrations across the Netherlands`,
  sections: [
    {
      icon: 'map',
      title: msg`Nationwide`,
      text: msg`Stadiums and event grounds anywhere in the country are within a day's reach of our team and equipment.`,
    },
    {
      icon: 'shield',
      title: msg`Dutch rules, arranged for you`,
      text: msg`We apply for the required permissions and agree the procedures with air traffic control and the venue.`,
    },
    {
      icon: 'trophy',
      title: msg`${shows} shows in ${countries} countries`,
      text: msg`Experience from stadiums abroad, applied to Dutch venues and crowds.`,
    },
    {
      icon: 'broadcast',
      title: msg`Made for television`,
      text: msg`Timed to the broadcast schedule and, on request, filmed from the air for the big screen.`,
    },
  ],
  audience: [
    msg`Clubs in the Dutch professional and amateur leagues`,
    msg`Stadium and arena operators planning events`,
    msg`Broadcasters and sponsors looking for a live moment`,
  ],
  booking: eventBooking,
  links: [link.stadium, link.media, link.festival],
}
