import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { serviceIdentities, type ServiceIdentity, type ServiceKey } from './service-names'
import { experienceFacts, figures, leadTimesWeeks, replyWithinHours, tandemWeightLimitKg } from './facts'

// Figures come from the facts module so a change there reaches every page.
const [tandemMin, tandemMax] = leadTimesWeeks.tandem
const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive
const [eventMin, eventMax] = leadTimesWeeks.events
const weightLimit = tandemWeightLimitKg
const shows = `${figures.shows}+`
const countries = figures.countries
const safety = `${figures.safetyRecordPercent}%`
const replyHours = replyWithinHours

export { experienceFacts }
export type { ServiceKey }

const helicopterMinutes = experienceFacts.helicopterMinutes
const balloonHours = experienceFacts.balloonHours
const deliveryHours = experienceFacts.mediaDeliveryHours

/** Icon names the components map to pictograms, so content stays free of UI code. */
export type ContentIcon =
  | 'shield'
  | 'parachute'
  | 'camera'
  | 'video'
  | 'clock'
  | 'calendar'
  | 'users'
  | 'target'
  | 'plane'
  | 'sun'
  | 'trophy'
  | 'broadcast'
  | 'map'
  | 'scale'
  | 'euro'
  | 'gift'

export interface Titled {
  title: MessageDescriptor
  text: MessageDescriptor
}

export interface IconCard extends Titled {
  icon: ContentIcon
}

export interface KeyFact {
  icon: ContentIcon
  label: MessageDescriptor
  value: MessageDescriptor
}

export interface EventType extends Titled {
  features: readonly MessageDescriptor[]
}

export interface ServiceContent extends ServiceIdentity {
  lead: MessageDescriptor
  heroCta: MessageDescriptor
  facts: readonly KeyFact[]
  benefitsTitle: MessageDescriptor
  benefits: readonly [IconCard, IconCard, IconCard]
  stepsTitle: MessageDescriptor
  steps: readonly Titled[]
  eventTypesTitle?: MessageDescriptor
  eventTypes?: readonly EventType[]
  closing: { title: MessageDescriptor; text: MessageDescriptor; cta: MessageDescriptor }
}

const priceOnRequest: KeyFact = { icon: 'euro', label: msg`Price`, value: msg`On request, including VAT` }

const tandem: ServiceContent = {
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

const helicopter: ServiceContent = {
  ...serviceIdentities.helicopter,
  lead: msg`Leave a hovering helicopter instead of a moving aircraft: no slipstream at the door, a quiet moment above the drop zone and then the freefall. A tandem jump with an instructor, available all year round.`,
  heroCta: msg`Book a helicopter jump`,
  facts: [
    { icon: 'clock', label: msg`Duration`, value: msg`About ${helicopterMinutes} minutes` },
    { icon: 'sun', label: msg`Season`, value: msg`All year round` },
    { icon: 'calendar', label: msg`Book ahead`, value: msg`${exclusiveMin} to ${exclusiveMax} weeks` },
    priceOnRequest,
  ],
  benefitsTitle: msg`What makes a helicopter jump different`,
  benefits: [
    {
      icon: 'plane',
      title: msg`A hovering exit`,
      text: msg`The helicopter stands still in the air, so you sit in the open door and leave when you are ready together with your instructor.`,
    },
    {
      icon: 'clock',
      title: msg`Compact experience`,
      text: msg`From briefing to landing takes about ${helicopterMinutes} minutes, which makes it easy to combine with an event or a day out.`,
    },
    {
      icon: 'calendar',
      title: msg`All year round`,
      text: msg`Helicopter jumps are not tied to a season; we plan them on any day the weather is safe.`,
    },
  ],
  stepsTitle: msg`How your helicopter jump works`,
  steps: [
    {
      title: msg`Briefing at the landing site`,
      text: msg`Your instructor explains how you sit in the door, the exit and the landing, and fits your harness.`,
    },
    {
      title: msg`Boarding the helicopter`,
      text: msg`After the equipment check you board with your instructor and climb to jump altitude while the pilot positions over the drop zone.`,
    },
    {
      title: msg`Exit from the hover`,
      text: msg`At altitude the helicopter hovers. You slide to the door together and drop away into freefall.`,
    },
    {
      title: msg`Canopy ride and landing`,
      text: msg`The instructor opens the parachute, you steer down over the landscape and land together on the ground.`,
    },
  ],
  closing: {
    title: msg`Plan your helicopter jump`,
    text: msg`Helicopter slots are limited, so book ${exclusiveMin} to ${exclusiveMax} weeks ahead. Send us your preferred dates and we will reply within ${replyHours} hours.`,
    cta: msg`Request a helicopter jump`,
  },
}

const balloon: ServiceContent = {
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

const stadium: ServiceContent = {
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

const media: ServiceContent = {
  ...serviceIdentities.media,
  lead: msg`Photos and video from inside the freefall, aerial footage of your event and live pictures for broadcasters and brands. Shot by skydivers who film for a living, delivered within ${deliveryHours} hours.`,
  heroCta: msg`Discuss your production`,
  facts: [
    { icon: 'clock', label: msg`Delivery`, value: msg`Within ${deliveryHours} hours` },
    { icon: 'calendar', label: msg`Plan ahead`, value: msg`${eventMin} to ${eventMax} weeks` },
    priceOnRequest,
  ],
  benefitsTitle: msg`Why produce with skydivers`,
  benefits: [
    {
      icon: 'camera',
      title: msg`Camera flyers in the air`,
      text: msg`Our camera operators are experienced skydivers, so they get close to the action where a lens on the ground cannot.`,
    },
    {
      icon: 'clock',
      title: msg`Files within ${deliveryHours} hours`,
      text: msg`Edited photos and video are delivered within ${deliveryHours} hours, in time for social media, press and the client.`,
    },
    {
      icon: 'broadcast',
      title: msg`Ready for broadcast`,
      text: msg`We work with TV and event crews and deliver footage in the formats they ask for, including a live feed.`,
    },
  ],
  stepsTitle: msg`How a production works`,
  steps: [
    {
      title: msg`Briefing`,
      text: msg`We discuss the story, the shots you need, the deadline and where the material will be used.`,
    },
    {
      title: msg`Shot plan`,
      text: msg`We plan the jumps and camera positions, and arrange permits if the shoot is above an event.`,
    },
    {
      title: msg`Shooting day`,
      text: msg`Camera flyers and ground crew shoot the jumps; for live work we set up the stream with your crew.`,
    },
    {
      title: msg`Delivery`,
      text: msg`Selected photos and edited video reach you within ${deliveryHours} hours.`,
    },
  ],
  eventTypesTitle: msg`What we produce`,
  eventTypes: [
    {
      title: msg`Photo`,
      text: msg`Freefall and canopy photography for guests, press kits and campaigns.`,
      features: [
        msg`Freefall portraits`,
        msg`Canopy and landing shots`,
        msg`Edited selection`,
        msg`High-resolution files`,
      ],
    },
    {
      title: msg`Video`,
      text: msg`From a personal tandem video to a brand film shot in the air.`,
      features: [
        msg`Hand-cam and outside camera`,
        msg`Edited with music`,
        msg`Formats for social and web`,
        msg`Raw footage on request`,
      ],
    },
    {
      title: msg`Aerial photography`,
      text: msg`Pictures of your site, event or crowd from the air.`,
      features: [
        msg`Event overviews`,
        msg`Venue and site shots`,
        msg`Formation and display footage`,
        msg`Permits arranged by us`,
      ],
    },
    {
      title: msg`Live streaming`,
      text: msg`Live pictures from the jump for broadcasters, screens in the stadium and online audiences.`,
      features: [
        msg`Feed for TV and big screens`,
        msg`Coordinated with your crew`,
        msg`Online streaming`,
        msg`Recording of the stream`,
      ],
    },
  ],
  closing: {
    title: msg`Tell us about your production`,
    text: msg`Share your deadline and the shots you need. For productions above events, plan ${eventMin} to ${eventMax} weeks ahead; we reply within ${replyHours} hours.`,
    cta: msg`Request a media quote`,
  },
}

export const services: Record<ServiceKey, ServiceContent> = { tandem, helicopter, balloon, stadium, media }

export const serviceKeys = Object.keys(services) as ServiceKey[]
