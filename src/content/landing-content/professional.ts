import { msg } from '@lingui/core/macro'
import type { LandingContent } from '../landing'
import { landingNames } from '../landing-names'
import { countries, deliveryHours, eventMax, eventMin, exclusiveMax, exclusiveMin, experience, foundingYear, repacks, shows, tandemMax, tandemMin } from '../placeholders'
import { link } from './shared'

/** The professional landing page's content; each landing page loads only its own. */
export const professionalLanding: LandingContent = {
  name: landingNames['landing-professional'],
  intro: msg`Since ${foundingYear} we have been a professional skydiving company from Apeldoorn: ${experience} years of demonstrations, tandem jumps, aerial media and rigging, for customers across the Netherlands and abroad.`,
  sectionsTitle: msg`One team, four disciplines`,
  sections: [
    {
      icon: 'trophy',
      title: msg`Demonstrations`,
      text: msg`${shows} shows in ${countries} countries, in stadiums, at festivals and at corporate events.`,
    },
    {
      icon: 'parachute',
      title: msg`Tandem jumps`,
      text: msg`From an aircraft, a helicopter or a hot air balloon, with experienced instructors.`,
    },
    {
      icon: 'camera',
      title: msg`Aerial media`,
      text: msg`Photo, video, aerial photography and live streaming, delivered within ${deliveryHours} hours.`,
    },
    {
      icon: 'shield',
      title: msg`Rigging and repacks`,
      text: msg`More than ${repacks} repacks and equipment checks for skydivers and clubs.`,
    },
  ],
  audience: [
    msg`Event organisers who need a reliable, experienced team`,
    msg`Private customers looking for their first jump`,
    msg`Media producers and broadcasters`,
  ],
  booking: msg`Tandem jumps are booked ${tandemMin} to ${tandemMax} weeks ahead, helicopter and balloon jumps ${exclusiveMin} to ${exclusiveMax} weeks, and demonstrations and media productions ${eventMin} to ${eventMax} weeks. Prices are on request.`,
  links: [link.stadium, link.tandem, link.media],
}
