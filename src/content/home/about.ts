import { msg } from '@lingui/core/macro'
import { business } from '../facts'
import { stats } from './stats'
import { countries, experience, foundingYear, safety, shows } from '../placeholders'

const city = business.address.locality

export const aboutIntro = {
  title: msg`About ParaPro Skydiving`,
  lead: msg`Professional skydivers from ${city} since ${foundingYear}.`,
}

export const founderStory = {
  title: msg`How it started`,
  paragraphs: [
    msg`In ${foundingYear} our founder turned a passion for skydiving into a company in ${city}. Over the years it became a professional team that performs in stadiums, flies tandem jumps and films in freefall.`,
    msg`${experience} years later, the same passion drives every show, every tandem jump and every repack.`,
  ],
}

export const aboutLinks = {
  expertise: msg`Our expertise`,
  location: msg`Our location`,
  locationText: msg`Our base is in ${city}, in the middle of the Netherlands. From here we travel to venues across the country.`,
  moreAbout: msg`More about us`,
  safetyRecord: msg`Our safety record`,
}

export const aboutBlocks = [
  {
    key: 'stadium',
    title: msg`In the stadium`,
    text: msg`${shows} shows in ${countries} countries: half-time shows, opening ceremonies and festival performances, planned with the venue and air traffic control.`,
  },
  {
    key: 'team',
    title: msg`Our team`,
    text: msg`Demonstration jumpers, tandem instructors, camera flyers and riggers who work together on every job, from the first call to the landing.`,
  },
] as const

export const safetyBlock = {
  title: msg`Safety first`,
  text: msg`A ${safety} safety record over ${experience} years. We only jump when the weather allows it, check every piece of equipment before each jump and pack our own parachutes.`,
}

export const mission = {
  title: msg`Our mission`,
  text: msg`To give every audience and every jumper a safe, unforgettable moment in the air, and to do it with the care of a team that has been skydiving since ${foundingYear}.`,
}

export const whyChooseTitle = msg`Why choose us`

export const aboutStatsTitle = msg`ParaPro Skydiving in figures`
export const aboutStats = [
  stats.experience,
  stats.countries,
  stats.shows,
  stats.jumps,
  stats.repacks,
  stats.safety,
] as const

export const aboutCta = {
  title: msg`Plan your jump or show with us`,
  button: msg`Get in touch`,
}
