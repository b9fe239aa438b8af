import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '~/lib/i18n/locales'
import {
  chatTranscriptLinkDays,
  experienceFacts,
  leadTimesWeeks,
  replyWithinHours,
  tandemWeightLimitKg,
  termsRules,
} from './facts'
import { countries, experience, foundingYear, safety, shows } from './placeholders'

// Figures are interpolated so that every page reads them from the facts module.
const replyHours = replyWithinHours
const rebookMonths = termsRules.rebookWithinMonths
const [tandemMin, tandemMax] = leadTimesWeeks.tandem
const [exclusiveMin, exclusiveMax] = leadTimesWeeks.exclusive
const weightLimit = tandemWeightLimitKg
const helicopterMinutes = experienceFacts.helicopterMinutes
const balloonHours = experienceFacts.balloonHours
const deliveryHours = experienceFacts.mediaDeliveryHours

export type PageGroup = 'main' | 'service' | 'landing' | 'legal' | 'tool' | 'utility'

export interface PageDef {
  key: string
  group: PageGroup
  /** Canonical path per language; a missing language means the page has no variant in it. */
  paths: Partial<Record<Locale, string>>
  /** Further URLs that show the same page; their canonical is the path above. */
  aliases?: Partial<Record<Locale, readonly string[]>>
  title: MessageDescriptor
  description: MessageDescriptor
  keywords: MessageDescriptor
  /** Search engines may index it (tools, admin and search results are noindex). */
  indexable: boolean
}

const both = (path: string): Record<Locale, string> => ({
  en: path,
  nl: path === '/' ? '/nl' : `/nl${path}`,
})

export const pages = [
  {
    key: 'home',
    group: 'main',
    paths: both('/'),
    title: msg`Skydiving shows, tandem jumps and media since ${foundingYear}`,
    description: msg`Skydiving from Apeldoorn: stadium demonstrations, tandem jumps from a plane, helicopter or balloon, corporate events and aerial media across the Netherlands.`,
    keywords: msg`skydiving, tandem jump, parachute demonstration, stadium show, helicopter skydive, balloon jump, Apeldoorn`,
    indexable: true,
  },
  {
    key: 'services',
    group: 'main',
    paths: both('/services'),
    aliases: { nl: ['/nl/diensten'] },
    title: msg`Services: demonstrations, tandem jumps, media and rigging`,
    description: msg`Everything we do in the air and on the ground: stadium and festival demonstrations, tandem jumps, corporate events, photo and video, rigging and repacks.`,
    keywords: msg`skydiving services, parachute demonstration, tandem skydive, aerial filming, parachute rigging, repack`,
    indexable: true,
  },
  {
    key: 'experiences',
    group: 'main',
    paths: both('/experiences'),
    aliases: { nl: ['/nl/ervaringen'] },
    title: msg`Exclusive jumps from a helicopter or hot air balloon`,
    description: msg`Jump from a helicopter all year round or from a hot air balloon between April and October. Book ${exclusiveMin} to ${exclusiveMax} weeks ahead; prices on request.`,
    keywords: msg`helicopter skydive, hot air balloon jump, exclusive tandem jump, skydiving gift`,
    indexable: true,
  },
  {
    key: 'stories',
    group: 'main',
    paths: both('/stories'),
    aliases: { nl: ['/nl/verhalen'] },
    title: msg`Stories from the drop zone and the stadium`,
    description: msg`News, behind-the-scenes reports and tips from our team: demonstrations, tandem jumps, safety and life at the drop zone.`,
    keywords: msg`skydiving blog, skydiving stories, demonstration report, tandem tips`,
    indexable: true,
  },
  {
    key: 'about',
    group: 'main',
    paths: both('/about'),
    aliases: { nl: ['/nl/over-ons'] },
    title: msg`About us: professional skydivers since ${foundingYear}`,
    description: msg`A skydiving company from Apeldoorn with ${experience} years of experience, ${shows} shows in ${countries} countries and a ${safety} safety record.`,
    keywords: msg`about us, skydiving team, safety record, Apeldoorn, experience`,
    indexable: true,
  },
  {
    key: 'partners',
    group: 'main',
    paths: both('/partners'),
    title: msg`Partners: clubs, broadcasters and aviation`,
    description: msg`Football clubs, a radio network, a TV network, air traffic control, balloon and helicopter operators and the aviation federation work with us.`,
    keywords: msg`partners, stadium partners, aviation partners, broadcaster`,
    indexable: true,
  },
  {
    key: 'faq',
    group: 'main',
    paths: both('/faq'),
    aliases: { nl: ['/nl/veelgestelde-vragen'] },
    title: msg`Frequently asked questions about skydiving`,
    description: msg`Weight and age limits, weather minimums, booking lead times, what to wear and what happens when the weather turns: the answers to the questions we hear most.`,
    keywords: msg`skydiving FAQ, tandem weight limit, weather skydiving, booking lead time`,
    indexable: true,
  },
  {
    key: 'contact',
    group: 'main',
    paths: both('/contact'),
    title: msg`Contact and quotes`,
    description: msg`Ask for a quote for a demonstration, tandem jump or corporate event. We reply within ${replyHours} hours.`,
    keywords: msg`contact, quote, book skydive, skydiving enquiry`,
    indexable: true,
  },
  {
    key: 'terms',
    group: 'legal',
    paths: both('/terms'),
    aliases: { en: ['/terms-conditions'], nl: ['/nl/terms-conditions'] },
    title: msg`Terms and conditions`,
    description: msg`The terms that apply to our jumps, demonstrations and services: weight limit, rebooking within ${rebookMonths} months, payment, complaints and applicable law.`,
    keywords: msg`terms and conditions, general terms, skydiving terms`,
    indexable: true,
  },
  {
    key: 'privacy',
    group: 'legal',
    paths: both('/privacy'),
    aliases: { en: ['/privacy-policy'], nl: ['/nl/privacy-policy'] },
    title: msg`Privacy and cookie policy`,
    description: msg`Which personal data we keep, why and for how long, your rights under the GDPR, and the cookies this site uses with the choice to change your consent.`,
    keywords: msg`privacy policy, cookie policy, GDPR, personal data`,
    indexable: true,
  },
  {
    key: 'service-tandem',
    group: 'service',
    paths: both('/services/tandem-jumps'),
    title: msg`Tandem skydive: your first freefall with an instructor`,
    description: msg`A tandem jump with an experienced instructor: safety briefing, equipment check, freefall and a safe landing. Book ${tandemMin} to ${tandemMax} weeks ahead; weight limit ${weightLimit} kg.`,
    keywords: msg`tandem jump, tandem skydive, first skydive, skydiving gift, tandem Netherlands`,
    indexable: true,
  },
  {
    key: 'service-helicopter',
    group: 'service',
    paths: both('/services/helicopter-jumps'),
    title: msg`Helicopter skydive: jump from a hovering helicopter`,
    description: msg`A tandem jump from a helicopter, available all year round and about ${helicopterMinutes} minutes from briefing to landing. Book ${exclusiveMin} to ${exclusiveMax} weeks ahead.`,
    keywords: msg`helicopter skydive, helicopter jump, exclusive tandem jump`,
    indexable: true,
  },
  {
    key: 'service-balloon',
    group: 'service',
    paths: both('/services/hot-air-balloon'),
    title: msg`Hot air balloon jump: freefall from silence`,
    description: msg`Jump from a hot air balloon between April and October; the whole experience takes about ${balloonHours} hours. Book ${exclusiveMin} to ${exclusiveMax} weeks ahead.`,
    keywords: msg`hot air balloon jump, balloon skydive, balloon tandem jump`,
    indexable: true,
  },
  {
    key: 'service-stadium',
    group: 'service',
    paths: both('/services/stadium-shows'),
    title: msg`Stadium shows: parachute demonstrations into the arena`,
    description: msg`Precision landings in stadiums for half-time shows, opening ceremonies and festivals, with ${shows} shows in ${countries} countries. Plan six to eight weeks ahead.`,
    keywords: msg`stadium demonstration, half-time show, parachute display, opening ceremony`,
    indexable: true,
  },
  {
    key: 'service-media',
    group: 'service',
    paths: both('/services/media-production'),
    title: msg`Media production: aerial photo, video and live streams`,
    description: msg`Freefall photography and video, aerial footage and live streaming for TV, brands and events. Files are delivered within ${deliveryHours} hours.`,
    keywords: msg`aerial filming, skydiving video, freefall photography, live streaming, media production`,
    indexable: true,
  },
  ...landingPages(),
  {
    key: 'weather',
    group: 'utility',
    paths: { en: '/weather', nl: '/nl/weer' },
    title: msg`Skydiving weather`,
    description: msg`Wind at the ground and at altitude, cloud base, visibility and the day's jump outlook for our jump locations.`,
    keywords: msg`skydiving weather, wind at altitude, cloud base, jump conditions`,
    indexable: true,
  },
  {
    key: 'search',
    group: 'utility',
    paths: { en: '/search', nl: '/nl/zoeken' },
    title: msg`Search`,
    description: msg`Search the pages of this site.`,
    keywords: msg`search`,
    indexable: false,
  },
  {
    key: 'offline',
    group: 'utility',
    paths: both('/offline'),
    title: msg`You are offline`,
    description: msg`This page has not been saved on your device yet. Pages you visited before still open without a connection.`,
    keywords: msg`offline`,
    indexable: false,
  },
  {
    key: 'newsletter-confirm',
    group: 'utility',
    paths: both('/newsletter/confirm'),
    title: msg`Confirm your sign-up`,
    description: msg`One click on the button below and the free guide is on its way. Did not sign up? Then close this page: without confirmation you will not hear from us.`,
    keywords: msg`newsletter`,
    indexable: false,
  },
  {
    key: 'newsletter-unsubscribe',
    group: 'utility',
    paths: both('/newsletter/unsubscribe'),
    title: msg`Unsubscribe from the newsletter`,
    description: msg`Click the button below and you will receive no more e-mails from our newsletter.`,
    keywords: msg`newsletter`,
    indexable: false,
  },
  {
    key: 'chat-transcript',
    group: 'utility',
    paths: both('/chat/transcript'),
    title: msg`Send me the transcript`,
    description: msg`Press the button below and we will send the transcript of your conversation with our assistant to the e-mail address it was offered to.`,
    keywords: msg`chat`,
    indexable: false,
  },
  {
    key: 'chat-transcript-sent',
    group: 'utility',
    paths: both('/chat/transcript-sent'),
    title: msg`The transcript is on its way`,
    description: msg`The transcript of your conversation with our assistant is on its way to your inbox. Anything else? Ask for a quote or reply to the e-mail.`,
    keywords: msg`chat`,
    indexable: false,
  },
  {
    key: 'chat-transcript-invalid-link',
    group: 'utility',
    paths: both('/chat/transcript-invalid-link'),
    title: msg`This link no longer works`,
    description: msg`A transcript can be requested for ${chatTranscriptLinkDays} days after the conversation. Start a new conversation with the chat button, or send us a message.`,
    keywords: msg`chat`,
    indexable: false,
  },
  {
    key: 'newsletter-confirmed',
    group: 'utility',
    paths: both('/newsletter/confirmed'),
    title: msg`Your subscription is confirmed`,
    description: msg`Thank you for confirming. The free guide is on its way to your inbox; every e-mail from us has a link to unsubscribe.`,
    keywords: msg`newsletter`,
    indexable: false,
  },
  {
    key: 'newsletter-unsubscribed',
    group: 'utility',
    paths: both('/newsletter/unsubscribed'),
    title: msg`You are unsubscribed`,
    description: msg`You will not receive any more e-mails from our newsletter. Changed your mind? You can sign up again at the bottom of any page.`,
    keywords: msg`newsletter`,
    indexable: false,
  },
  {
    key: 'newsletter-invalid-link',
    group: 'utility',
    paths: both('/newsletter/invalid-link'),
    title: msg`This link no longer works`,
    description: msg`The link may have expired or been used after you unsubscribed. Sign up again at the bottom of any page to receive a new one.`,
    keywords: msg`newsletter`,
    indexable: false,
  },
] as const satisfies readonly PageDef[]

function landingPages(): PageDef[] {
  const landing = (
    key: string,
    path: string,
    title: MessageDescriptor,
    description: MessageDescriptor,
    keywords: MessageDescriptor,
    englishOnly = false,
  ): PageDef => ({
    key,
    group: 'landing',
    paths: englishOnly ? { en: path } : both(path),
    title,
    description,
    keywords,
    indexable: true,
  })
  return [
    landing(
      'landing-balloon',
      '/hot-air-balloon-jumps',
      msg`Hot air balloon jumps in the Netherlands`,
      msg`Tandem jumps from a hot air balloon over the Dutch countryside, April to October. About two hours from take-off to landing; prices on request.`,
      msg`hot air balloon jump, balloon skydiving Netherlands`,
    ),
    landing(
      'landing-stadium',
      '/stadium-demonstrations',
      msg`Stadium demonstrations by professional skydivers`,
      msg`Parachutists landing on the centre spot with the match ball or your flag: half-time shows and opening ceremonies, planned with venue and air traffic control.`,
      msg`stadium demonstration, match ball delivery, parachute display team`,
    ),
    landing(
      'landing-stadium-nl',
      '/stadium-demonstrations-netherlands',
      msg`Stadium demonstrations in the Netherlands`,
      msg`Parachute demonstrations for Dutch stadiums and arenas, with permits and air traffic control arranged by us. Plan six to eight weeks ahead.`,
      msg`stadium demonstration Netherlands, parachute show stadium`,
      true,
    ),
    landing(
      'landing-corporate',
      '/corporate-events',
      msg`Corporate events with skydiving`,
      msg`Team building, client entertainment, product launches and company celebrations with tandem jumps or a demonstration team landing at your event.`,
      msg`corporate event, team building skydive, product launch, client entertainment`,
    ),
    landing(
      'landing-festival',
      '/festival-performances',
      msg`Festival performances from the sky`,
      msg`Parachute performances that open your festival or event: smoke, flags and precision landings in front of the crowd.`,
      msg`festival performance, parachute show festival, event opening`,
    ),
    landing(
      'landing-professional',
      '/professional-skydiving-netherlands',
      msg`Professional skydiving in the Netherlands`,
      msg`A Dutch professional skydiving team since ${foundingYear}: demonstrations, tandem jumps, media and rigging, available nationwide from our base in Apeldoorn.`,
      msg`professional skydiving, skydiving company Netherlands, parachute team`,
    ),
    landing(
      'landing-tandem',
      '/tandem-jumps-netherlands',
      msg`Tandem jumps in the Netherlands`,
      msg`Make a tandem skydive with an experienced instructor: from an aircraft, helicopter or hot air balloon. Book ${tandemMin} to ${tandemMax} weeks ahead.`,
      msg`tandem jump Netherlands, tandem skydive, first parachute jump`,
    ),
    landing(
      'landing-helicopter',
      '/helicopter-skydiving-netherlands',
      msg`Helicopter skydiving in the Netherlands`,
      msg`Tandem jumps from a helicopter, all year round, about ${helicopterMinutes} minutes from briefing to landing. Book ${exclusiveMin} to ${exclusiveMax} weeks ahead.`,
      msg`helicopter skydiving Netherlands, helicopter tandem jump`,
    ),
    landing(
      'landing-festival-demo',
      '/festival-parachute-demonstraties',
      msg`Parachute demonstrations at festivals`,
      msg`A parachute demonstration as the opening act or highlight of your festival, with a team that has performed ${shows} shows in ${countries} countries.`,
      msg`festival parachute demonstration, parachute show event`,
    ),
    landing(
      'landing-corporate-skydiving',
      '/corporate-skydiving-events',
      msg`Corporate skydiving events`,
      msg`Tandem jumps for your team or guests, a demonstration landing with your logo, and photos and video delivered within ${deliveryHours} hours.`,
      msg`corporate skydiving, company skydive day, team skydiving`,
    ),
  ]
}

export type PageKey = (typeof pages)[number]['key']

export function findPage(key: string): PageDef | undefined {
  return (pages as readonly PageDef[]).find((page) => page.key === key)
}

/** Every URL that shows the page in a language: its canonical path, then its aliases. */
export function urlsOf(page: PageDef, locale: Locale): readonly string[] {
  const canonical = page.paths[locale]
  return [...(canonical ? [canonical] : []), ...(page.aliases?.[locale] ?? [])]
}

export interface ServedPage {
  page: PageDef
  /** The languages in which the route path shows the page; any other gets the not-found page. */
  locales: readonly Locale[]
}

/**
 * The page a route path shows (the path after the optional /nl), and in which languages:
 * "/faq" is the FAQ in English and Dutch, "/veelgestelde-vragen" the FAQ in Dutch only.
 */
export function pageServedAt(routePath: string): ServedPage | undefined {
  return servedPages().get(routePath)
}

let servedPagesByRoutePath: Map<string, ServedPage> | undefined

/**
 * Every route path with its page, built once: each route file asks at start-up, and searching the
 * registry for each of them was a measurable part of every page's first task.
 */
function servedPages(): Map<string, ServedPage> {
  if (servedPagesByRoutePath) return servedPagesByRoutePath
  const byPath = new Map<string, ServedPage>()
  const routePathOf = (url: string, locale: Locale) => (locale === 'en' ? url : url === '/nl' ? '/' : url.slice('/nl'.length))
  for (const page of pages as readonly PageDef[]) {
    for (const locale of ['en', 'nl'] as const) {
      for (const url of urlsOf(page, locale)) {
        const routePath = routePathOf(url, locale)
        const served = byPath.get(routePath)
        // The first page of the registry that a path shows wins, as a search in registry order would.
        if (!served) byPath.set(routePath, { page, locales: [locale] })
        else if (served.page === page && !served.locales.includes(locale)) {
          byPath.set(routePath, { page, locales: [...served.locales, locale] })
        }
      }
    }
  }
  servedPagesByRoutePath = byPath
  return byPath
}
