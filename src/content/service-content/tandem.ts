import { msg } from '@lingui/core/macro'
import { serviceIdentities } from '../service-names'
import type { ServiceContent } from '../services'
import { countries, replyHours, safety, shows, tandemMax, tandemMin, weightLimit } from '../placeholders'
import { priceOnRequest } from './shared'

/** The tandem jumps page's content (product §2); each service page loads only its own. */
export const tandem: ServiceContent = {
  ...serviceIdentities.tandem,
  lead: msg`No experience needed: you are strapped to one of our instructors, who takes care of the exit, the parachute and the landing. You get the freefall, the view over Gelderland and a story to tell.`,
  heroCta: msg`Book a tandem jump`,
  facts: [
    { icon: 'calendar', label: msg`Book ahead`, value: msg`${tandemMin} to ${tandemMax} weeks` },
    { icon: 'scale', label: msg`Weight limit`, value: msg`${weightLimit} kg body weight` },
    priceOnRequest,
  ],
  benefitsTitle: msg`Why make your tandem jump with us`,
  benefits: [
    {
      icon: 'shield',
      title: msg`Safety first, always`,
      text: msg`A ${safety} safety record. We only jump when the weather allows it, and every rig is checked before it goes on your back.`,
    },
    {
      icon: 'parachute',
      title: msg`Experienced instructors`,
      text: msg`Our team has made ${shows} shows in ${countries} countries. Your instructor has done this many times and talks you through every moment.`,
    },
    {
      icon: 'gift',
      title: msg`A gift people remember`,
      text: msg`Give a tandem jump for a birthday, a retirement or just because. Tell us it is a gift and we help you plan the date.`,
    },
  ],
  stepsTitle: msg`How your tandem jump works`,
  steps: [
    {
      title: msg`Safety briefing`,
      text: msg`On the ground your instructor explains the exit position, the freefall and the landing, and answers all your questions.`,
    },
    {
      title: msg`Equipment check`,
      text: msg`You put on your jumpsuit and harness. The instructor checks every buckle and the tandem rig before boarding.`,
    },
    {
      title: msg`The jump`,
      text: msg`The aircraft climbs to altitude, you leave together and enjoy the freefall before the instructor opens the parachute.`,
    },
    {
      title: msg`Safe landing`,
      text: msg`Under the open canopy you glide down and take in the view; you lift your legs and land together on the drop zone.`,
    },
  ],
  closing: {
    title: msg`Ready for your first freefall?`,
    text: msg`Tell us your preferred date, your weight and whether it is a gift. We reply within ${replyHours} hours with availability and a quote.`,
    cta: msg`Request your tandem jump`,
  },
}

