import { msg } from '@lingui/core/macro'
import { serviceIdentities } from '../service-names'
import type { ServiceContent } from '../services'
import { balloonHours, exclusiveMax, exclusiveMin, replyHours } from '../placeholders'
import { priceOnRequest } from './shared'

/** The hot air balloon jumps page's content (product §2); each service page loads only its own. */
export const balloon: ServiceContent = {
  ...serviceIdentities.balloon,
  lead: msg`Drift up in silence in a hot air balloon, look out over the Dutch landscape and step off the basket with your instructor. The rarest tandem jump we offer, from April to October.`,
  heroCta: msg`Book a balloon jump`,
  facts: [
    { icon: 'clock', label: msg`Duration`, value: msg`About ${balloonHours} hours` },
    { icon: 'sun', label: msg`Season`, value: msg`April to October` },
    { icon: 'calendar', label: msg`Book ahead`, value: msg`${exclusiveMin} to ${exclusiveMax} weeks` },
    priceOnRequest,
  ],
  benefitsTitle: msg`Why jump from a balloon`,
  benefits: [
    {
      icon: 'sun',
      title: msg`Silence before the freefall`,
      text: msg`No engine, no slipstream: the balloon climbs quietly and the first seconds after the exit feel like stepping off a cliff.`,
    },
    {
      icon: 'clock',
      title: msg`A whole experience`,
      text: msg`About ${balloonHours} hours from preparation to landing, including the calm ascent, so there is time to take it all in.`,
    },
    {
      icon: 'users',
      title: msg`Shared with a specialist crew`,
      text: msg`We fly with an experienced balloon team. They handle the flight; our instructor handles your jump.`,
    },
  ],
  stepsTitle: msg`How your balloon jump works`,
  steps: [
    {
      title: msg`Briefing and preparation`,
      text: msg`While the balloon is inflated, your instructor explains the exit from the basket and checks your harness and the tandem rig.`,
    },
    {
      title: msg`The ascent`,
      text: msg`The balloon lifts off and climbs slowly to jump altitude. Time to enjoy the view and the silence.`,
    },
    {
      title: msg`Stepping off the basket`,
      text: msg`At altitude you climb onto the edge together and step off into freefall, without any forward speed.`,
    },
    {
      title: msg`Canopy ride and landing`,
      text: msg`Under the parachute you glide to the landing area while the balloon continues its flight.`,
    },
  ],
  closing: {
    title: msg`Reserve a balloon jump this season`,
    text: msg`Balloon jumps take place from April to October and depend on calm weather. Book ${exclusiveMin} to ${exclusiveMax} weeks ahead; we reply within ${replyHours} hours.`,
    cta: msg`Request a balloon jump`,
  },
}

