import { msg } from '@lingui/core/macro'
import { serviceIdentities } from '../service-names'
import type { ServiceContent } from '../services'
import { deliveryHours, eventMax, eventMin, replyHours } from '../placeholders'
import { priceOnRequest } from './shared'

/** The media production page's content (product §2); each service page loads only its own. */
export const media: ServiceContent = {
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

