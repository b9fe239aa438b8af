import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { landingNames, type LandingKey } from './landing-names'
import { business, experienceClaim, experienceFacts, figures, leadTimesWeeks, replyWithinHours, tandemWeightLimitKg } from './facts'
import type { IconCard } from './services'

// Figures come from the facts module so a change there reaches every page.
const [tandemMin, tandemMax] = leadTimesWeeks.tandem
const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive
const [eventMin, eventMax] = leadTimesWeeks.events
const weightLimit = tandemWeightLimitKg
const shows = `${figures.shows}+`
const countries = figures.countries
const repacks = `${figures.repacks}+`
const experience = experienceClaim()
const foundingYear = business.foundingYear
const replyHours = replyWithinHours
const helicopterMinutes = experienceFacts.helicopterMinutes
const balloonHours = experienceFacts.balloonHours
const deliveryHours = experienceFacts.mediaDeliveryHours

export type { LandingKey }

export interface ContentLink {
  /** Language-neutral path. */
  to: string
  label: MessageDescriptor
}

export interface LandingContent {
  /** Short name for breadcrumbs. */
  name: MessageDescriptor
  intro: MessageDescriptor
  sectionsTitle: MessageDescriptor
  sections: readonly IconCard[]
  audience: readonly MessageDescriptor[]
  booking: MessageDescriptor
  links: readonly ContentLink[]
}

const link = {
  tandem: { to: '/services/tandem-jumps', label: msg`Tandem jumps` },
  helicopter: { to: '/services/helicopter-jumps', label: msg`Helicopter jumps` },
  balloon: { to: '/services/hot-air-balloon', label: msg`Hot air balloon jumps` },
  stadium: { to: '/services/stadium-shows', label: msg`Stadium shows` },
  media: { to: '/services/media-production', label: msg`Media production` },
  experiences: { to: '/experiences', label: msg`Exclusive jumps` },
  corporate: { to: '/corporate-events', label: msg`Corporate events` },
  festival: { to: '/festival-performances', label: msg`Festival performances` },
} satisfies Record<string, ContentLink>

const tandemBooking = msg`Book a standard tandem jump ${tandemMin} to ${tandemMax} weeks ahead and a helicopter or balloon jump ${exclusiveMin} to ${exclusiveMax} weeks ahead. Prices are on request; you receive a quote within ${replyHours} hours.`
const eventBooking = msg`Plan demonstrations and events ${eventMin} to ${eventMax} weeks ahead, so there is time for permits and air traffic coordination. Prices are on request; you receive a quote within ${replyHours} hours.`

export const landingContent: Record<LandingKey, LandingContent> = {
  'landing-balloon': {
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
  },
  'landing-stadium': {
    name: landingNames['landing-stadium'],
    intro: msg`A parachutist coming down into a full stadium is a moment the crowd talks about long after the final whistle. Our demonstration team delivers the match ball, carries your flag or opens the ceremony with a precision landing on the pitch.`,
    sectionsTitle: msg`What a demonstration includes`,
    sections: [
      {
        icon: 'target',
        title: msg`Landing on the spot`,
        text: msg`The team lands on a marked spot on the pitch, timed to the second for kick-off, half-time or the ceremony.`,
      },
      {
        icon: 'map',
        title: msg`Permits and air traffic`,
        text: msg`We arrange the permissions and coordinate with air traffic control and the venue's safety staff.`,
      },
      {
        icon: 'trophy',
        title: msg`Ball, flag or banner`,
        text: msg`Bring down the match ball or trophy, a giant flag or a sponsor banner under the canopy.`,
      },
    ],
    audience: [
      msg`Football and sports clubs planning a special match or anniversary`,
      msg`Organisers of tournaments, finals and opening ceremonies`,
      msg`Sponsors who want their brand in the air and on the screen`,
    ],
    booking: eventBooking,
    links: [link.stadium, link.festival, link.media],
  },
  'landing-stadium-nl': {
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
  },
  'landing-corporate': {
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
  },
  'landing-festival': {
    name: landingNames['landing-festival'],
    intro: msg`Start your festival with parachutists trailing smoke, flags unfurling under the canopies and a landing right in front of the main stage. A performance from the sky draws every eye on the grounds.`,
    sectionsTitle: msg`What the crowd sees`,
    sections: [
      {
        icon: 'parachute',
        title: msg`Smoke and flags`,
        text: msg`Coloured smoke and large flags make the jump visible from every corner of the grounds.`,
      },
      {
        icon: 'target',
        title: msg`Landing at the stage`,
        text: msg`The team lands in a marked area near the stage, timed to the line-up or the opening.`,
      },
      {
        icon: 'shield',
        title: msg`Safe on open-air grounds`,
        text: msg`We survey the site beforehand, arrange permits and only jump when the wind allows it.`,
      },
    ],
    audience: [
      msg`Music, food and cultural festivals`,
      msg`Open-air events, fairs and air shows`,
      msg`Municipalities organising a city celebration`,
    ],
    booking: eventBooking,
    links: [link.stadium, link.media, link.corporate],
  },
  'landing-professional': {
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
  },
  'landing-tandem': {
    name: landingNames['landing-tandem'],
    intro: msg`A tandem jump is the easiest way to experience freefall: after a short briefing you jump attached to an instructor who handles everything. Choose a jump from an aircraft, a helicopter or a hot air balloon.`,
    sectionsTitle: msg`Three ways to make a tandem jump`,
    sections: [
      {
        icon: 'plane',
        title: msg`From an aircraft`,
        text: msg`The classic tandem jump at our drop zone. Book ${tandemMin} to ${tandemMax} weeks ahead.`,
      },
      {
        icon: 'clock',
        title: msg`From a helicopter`,
        text: msg`A hovering exit, about ${helicopterMinutes} minutes from briefing to landing, all year round.`,
      },
      {
        icon: 'sun',
        title: msg`From a hot air balloon`,
        text: msg`Step off a silent basket, from April to October; about ${balloonHours} hours in total.`,
      },
    ],
    audience: [
      msg`First-time jumpers: no experience or training needed`,
      msg`People up to ${weightLimit} kg body weight`,
      msg`Anyone giving a jump as a gift`,
    ],
    booking: tandemBooking,
    links: [link.tandem, link.helicopter, link.balloon],
  },
  'landing-helicopter': {
    name: landingNames['landing-helicopter'],
    intro: msg`Jumping from a helicopter feels different from an aircraft: the machine hovers, the door is open and you leave when you are ready. We offer helicopter tandem jumps all year round, with the whole experience taking about ${helicopterMinutes} minutes.`,
    sectionsTitle: msg`Why a helicopter jump`,
    sections: [
      {
        icon: 'plane',
        title: msg`A standing start`,
        text: msg`No forward speed at the exit, so the first seconds of freefall feel like a real drop.`,
      },
      {
        icon: 'calendar',
        title: msg`Any season`,
        text: msg`Helicopter jumps are planned all year round, on any day the weather is safe.`,
      },
      {
        icon: 'users',
        title: msg`Ideal for events`,
        text: msg`About ${helicopterMinutes} minutes per jump makes it easy to fit into a company day or celebration.`,
      },
    ],
    audience: [
      msg`Experienced tandem jumpers who want something new`,
      msg`Companies treating clients or staff`,
      msg`First-time jumpers up to ${weightLimit} kg body weight`,
    ],
    booking: tandemBooking,
    links: [link.helicopter, link.balloon, link.experiences],
  },
  'landing-festival-demo': {
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
  },
  'landing-corporate-skydiving': {
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
  },
}


/** Headings and calls to action every landing page shares. */
export const landingText = {
  heroCta: msg`Ask for a quote`,
  audienceTitle: msg`Who it is for`,
  bookingTitle: msg`How booking works`,
  linksTitle: msg`Read more`,
  closingTitle: msg`Tell us what you have in mind`,
  closingText: msg`Send us the date, the place and what you would like to do. We reply within ${replyHours} hours with a proposal and a quote.`,
  closingCta: msg`Contact us`,
}
