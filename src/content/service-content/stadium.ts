import { msg } from '@lingui/core/macro'
import { serviceIdentities } from '../service-names'
import type { ServiceContent } from '../services'
import { countries, eventMax, eventMin, safety, shows } from '../placeholders'
import { priceOnRequest } from './shared'

/** The stadium and festival shows page's content (product §2); each service page loads only its own. */
export const stadium: ServiceContent = {
  ...serviceIdentities.stadium,
  lead: msg`Our demonstration team lands on the centre spot in front of a full stand: with the match ball, smoke and flags, or your banner. We take care of the permits and the coordination with the venue and air traffic control.`,
  heroCta: msg`Plan a stadium show`,
  facts: [
    { icon: 'trophy', label: msg`Experience`, value: msg`${shows} shows in ${countries} countries` },
    { icon: 'calendar', label: msg`Plan ahead`, value: msg`${eventMin} to ${eventMax} weeks` },
    priceOnRequest,
  ],
  benefitsTitle: msg`Why organisers choose our team`,
  benefits: [
    {
      icon: 'target',
      title: msg`Precision landings`,
      text: msg`Stadium landings leave no margin. Our parachutists land on a marked spot on the pitch, in front of the crowd and the cameras.`,
    },
    {
      icon: 'shield',
      title: msg`Permits and safety arranged`,
      text: msg`We apply for the permissions, coordinate with air traffic control and the venue, and only jump when it is safe: ${safety} safety record.`,
    },
    {
      icon: 'trophy',
      title: msg`A proven programme`,
      text: msg`With ${shows} shows in ${countries} countries we know how to time a jump to the second for kick-off or a ceremony.`,
    },
  ],
  stepsTitle: msg`From first call to landing`,
  steps: [
    {
      title: msg`Intake`,
      text: msg`We discuss the event, the venue, the moment in the programme and what should come down with the team: ball, flag or banner.`,
    },
    {
      title: msg`Permits and site survey`,
      text: msg`We check the landing area, apply for the permits and agree on the procedures with the venue and air traffic control.`,
    },
    {
      title: msg`Rehearsal of the timing`,
      text: msg`We align the exact moment with your event director, including the back-up plan if the weather does not allow a jump.`,
    },
    {
      title: msg`The show`,
      text: msg`On the day the team jumps, lands on the marked spot and hands over the ball or presents your flag.`,
    },
  ],
  eventTypesTitle: msg`Types of demonstrations`,
  eventTypes: [
    {
      title: msg`Half-time show`,
      text: msg`A short, high-impact moment that keeps the stadium in its seats during the break.`,
      features: [
        msg`Timed to the referee's whistle`,
        msg`Landing on the centre spot`,
        msg`Smoke trails in club colours`,
        msg`Off the pitch before the second half`,
      ],
    },
    {
      title: msg`Opening ceremony`,
      text: msg`The first image of your tournament, season or event: the match ball or trophy delivered from the sky.`,
      features: [
        msg`Match ball or trophy delivery`,
        msg`Giant flag or banner under canopy`,
        msg`Coordinated with music and speaker`,
        msg`Suitable for live broadcast`,
      ],
    },
    {
      title: msg`Stadium display`,
      text: msg`A longer programme with several jumpers for anniversaries, club days and special matches.`,
      features: [
        msg`Several parachutists in formation`,
        msg`Flags and smoke per jumper`,
        msg`Sponsor or club banner`,
        msg`Meet-and-greet with the team`,
      ],
    },
    {
      title: msg`Festival performance`,
      text: msg`An opening or highlight for festivals and open-air events outside the stadium.`,
      features: [
        msg`Landing in front of the main stage`,
        msg`Timed to the line-up`,
        msg`Day programme in daylight`,
        msg`Adapted to open-air grounds`,
      ],
    },
  ],
  closing: {
    title: msg`Put a demonstration in your programme`,
    text: msg`Permits and air traffic coordination take time: plan ${eventMin} to ${eventMax} weeks ahead. Tell us the date, the venue and the audience size.`,
    cta: msg`Request a demonstration`,
  },
}

