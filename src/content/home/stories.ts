import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { leadTimesWeeks, tandemWeightLimitKg, termsRules } from '../facts'
import { shows } from '../placeholders'

const rebookMonths = termsRules.rebookWithinMonths

const [tandemMin, tandemMax] = leadTimesWeeks.tandem
const [eventsMin, eventsMax] = leadTimesWeeks.events

export const storiesIntro = {
  title: msg`Stories`,
  lead: msg`Reports from the stadium and the drop zone, and tips for your own jump.`,
  featured: msg`Featured`,
  instagram: msg`Follow us on Instagram`,
  instagramHint: msg`(opens in a new tab)`,
  loading: msg`Loading stories…`,
  error: msg`The latest stories could not be loaded.`,
  retry: msg`Try again`,
  tags: msg`Tags`,
}

/** A built-in post, shown when the blog has no published posts yet (product §4 "Blog list"). */
export interface FallbackPost {
  key: string
  title: MessageDescriptor
  excerpt: MessageDescriptor
  category: MessageDescriptor
  tags: readonly MessageDescriptor[]
  readTimeMinutes: number
}

export const fallbackPosts: readonly FallbackPost[] = [
  {
    key: 'first-tandem',
    title: msg`Your first tandem jump, step by step`,
    excerpt: msg`Safety briefing, equipment check, the freefall and a safe landing: what happens on the day, and why you only need to listen and enjoy. Book ${tandemMin} to ${tandemMax} weeks ahead.`,
    category: msg`Tandem`,
    tags: [msg`tandem`, msg`first jump`],
    readTimeMinutes: 4,
  },
  {
    key: 'stadium-landing',
    title: msg`How a stadium landing is planned`,
    excerpt: msg`A landing on the centre spot starts ${eventsMin} to ${eventsMax} weeks earlier, with the venue, permits and air traffic control. A look behind ${shows} shows.`,
    category: msg`Demonstrations`,
    tags: [msg`stadium`, msg`planning`],
    readTimeMinutes: 5,
  },
  {
    key: 'weather',
    title: msg`Why we sometimes wait for the weather`,
    excerpt: msg`Visibility, wind and rain decide whether we jump. If the weather says no, your jump moves to another day: a missed tandem can be made up within ${rebookMonths} months.`,
    category: msg`Safety`,
    tags: [msg`weather`, msg`safety`],
    readTimeMinutes: 3,
  },
  {
    key: 'prepare',
    title: msg`Preparing for your jump: weight, clothing and gifts`,
    excerpt: msg`The tandem weight limit is ${tandemWeightLimitKg} kg, sports clothes and laced shoes work best, and a jump makes a fine gift: add a personal note when you book.`,
    category: msg`Tips`,
    tags: [msg`tandem`, msg`gift`],
    readTimeMinutes: 3,
  },
]
