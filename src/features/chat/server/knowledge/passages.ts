import type { MessageDescriptor } from '@lingui/core'
import { cities, type City } from '~/content/cities'
import { cityPagePath, cityPageText, cityTextValues } from '~/content/city-page-text'
import * as about from '~/content/home/about'
import * as clientSuccess from '~/content/home/client-success'
import { contactIntro } from '~/content/home/contact'
import { experienceCards, experienceLabels, experiencesIntro } from '~/content/home/experiences'
import { faqItems } from '~/content/home/faq'
import { partnerReasons, partnersIntro } from '~/content/home/partners'
import * as homeServices from '~/content/home/services'
import { landingContent, landingText, type LandingKey } from '~/content/landing'
import { privacyWith, termsWith, type LegalDocument } from '~/content/legal'
import { pages, type PageDef } from '~/content/pages'
import { services, type ServiceContent } from '~/content/services'
import type { Locale } from '~/lib/i18n/locales'
import { translate, type MessageValues } from '~/lib/i18n/translate-in-hooks'

/**
 * One answerable piece of the site: a FAQ entry, a paragraph of the terms, a card of a service
 * page. Built from the same content modules the pages render, so the chat cannot say other than
 * the site says. The id is the same in both languages, so a passage found in one language can be
 * shown in the other.
 */
export interface Passage {
  id: string
  pageKey: string
  /** The source page's title and URL in the passage's language. */
  title: string
  url: string
  /** The question, card title or section heading the text belongs to ('' for a page's lead). */
  heading: string
  text: string
}

/** A passage before translation: descriptors and the page it comes from. */
interface PassageSource {
  id: string
  pageKey: string
  heading?: MessageDescriptor
  parts: readonly (MessageDescriptor | undefined)[]
  /** "Label: value" lines after the parts. */
  labelled?: readonly (readonly [MessageDescriptor, MessageDescriptor])[]
  values?: MessageValues
}

const pageList = pages as readonly PageDef[]

function pageOf(key: string): PageDef {
  const page = pageList.find((entry) => entry.key === key)
  if (!page) throw new Error(`no page ${key}`)
  return page
}

const source = (pageKey: string, id: string, heading: MessageDescriptor | undefined, ...parts: (MessageDescriptor | undefined)[]): PassageSource => ({
  id: `${pageKey}:${id}`,
  pageKey,
  heading,
  parts,
})

/** A page's description, under no heading: the page title is the passage's source already. */
function pageDescription(page: PageDef): PassageSource {
  return source(page.key, 'description', undefined, page.description)
}

function faqSources(): PassageSource[] {
  return faqItems.map((item) => source('faq', item.key, item.question, item.answer))
}

function legalSources(pageKey: 'terms' | 'privacy', document: LegalDocument): PassageSource[] {
  return [
    source(pageKey, 'intro', undefined, document.intro),
    ...document.sections.flatMap((section) => {
      const paragraphs = section.paragraphs.map((paragraph, index) => source(pageKey, `${section.id}-${index}`, section.title, paragraph))
      const points = (section.points ?? []).map((point, index) => source(pageKey, `${section.id}-point-${index}`, section.title, section.paragraphs[0], point))
      return [...paragraphs, ...points]
    }),
  ]
}

function serviceSources(service: ServiceContent): PassageSource[] {
  const key = service.pageKey
  return [
    source(key, 'lead', service.name, service.lead),
    ...service.facts.map((fact, index) => source(key, `fact-${index}`, fact.label, fact.value)),
    ...service.benefits.map((card, index) => source(key, `benefit-${index}`, card.title, card.text)),
    ...service.steps.map((step, index) => source(key, `step-${index}`, step.title, step.text)),
    ...(service.eventTypes ?? []).map((type, index) => source(key, `type-${index}`, type.title, type.text, ...type.features)),
    source(key, 'closing', service.closing.title, service.closing.text),
  ]
}

function landingSources(key: LandingKey): PassageSource[] {
  const landing = landingContent[key]
  return [
    source(key, 'intro', landing.name, landing.intro),
    ...landing.sections.map((card, index) => source(key, `section-${index}`, card.title, card.text)),
    source(key, 'audience', landingText.audienceTitle, ...landing.audience),
    source(key, 'booking', landingText.bookingTitle, landing.booking),
  ]
}

function homeSources(): PassageSource[] {
  return [
    ...homeServices.serviceCards.map((card) => source('services', card.key, card.title, card.description, ...card.features)),
    source('services', 'exclusive', homeServices.exclusiveJumps.title, homeServices.exclusiveJumps.lead, ...homeServices.exclusiveJumps.items.map((item) => item.text)),
    source('services', 'greenland', homeServices.greenlandExpedition.title, homeServices.greenlandExpedition.text),
    source('services', 'cities', homeServices.cityLinksTitle, homeServices.cityLinksLead),
    source('experiences', 'intro', experiencesIntro.title, experiencesIntro.lead),
    ...experienceCards.map((card) => ({
      ...source('experiences', card.key, card.title, card.description, ...card.features, ...card.sellingPoints),
      // "Availability: April to October. Duration: about 2 hours. Price: on request."
      labelled: [
        [experienceLabels.availability, card.availability],
        [experienceLabels.duration, card.duration],
        [experienceLabels.pricing, experienceLabels.pricingValue],
      ] as const,
    })),
    source('about', 'intro', about.aboutIntro.title, about.aboutIntro.lead, ...about.founderStory.paragraphs),
    source('about', 'location', about.aboutLinks.location, about.aboutLinks.locationText),
    ...about.aboutBlocks.map((block) => source('about', block.key, block.title, block.text)),
    source('about', 'safety', about.safetyBlock.title, about.safetyBlock.text),
    source('about', 'mission', about.mission.title, about.mission.text),
    source('partners', 'intro', partnersIntro.title, partnersIntro.lead),
    ...partnerReasons.items.map((item, index) => source('partners', `reason-${index}`, item.title, item.text)),
    ...clientSuccess.clientGroups.tabs.map((tab) => source('home', `clients-${tab.key}`, tab.title, ...tab.points)),
    source('contact', 'intro', contactIntro.title, contactIntro.lead, contactIntro.reply),
  ]
}

export interface BuiltPassages {
  passages: Passage[]
  byId: Map<string, Passage>
}

function pageSource(pageKey: string, locale: Locale): { title: string; url: string } {
  const page = pageOf(pageKey)
  const url = page.paths[locale] ?? page.paths.en ?? '/'
  return { title: translate(page.title, locale), url }
}

function cityPassage(city: City, locale: Locale): Passage {
  const values = cityTextValues(city, locale)
  const title = translate(cityPageText.title, locale, values)
  return {
    id: `city:${city.slug}`,
    pageKey: `city:${city.slug}`,
    title,
    url: cityPagePath(city, locale),
    heading: city.name[locale],
    text: `${translate(cityPageText.description, locale, values)} ${translate(city.note, locale)}`,
  }
}

function sources(): PassageSource[] {
  const descriptions = pageList.filter((page) => page.indexable && page.group !== 'utility').map(pageDescription)
  const serviceList = Object.values(services).flatMap(serviceSources)
  const landings = (Object.keys(landingContent) as LandingKey[]).flatMap(landingSources)
  return [...faqSources(), ...descriptions, ...serviceList, ...landings, ...homeSources(), ...legalSources('terms', termsWith({})), ...legalSources('privacy', privacyWith({}))]
}

function sentence(text: string): string {
  const trimmed = text.trim()
  return /[.!?:;]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

function render(entry: PassageSource, locale: Locale): Passage | undefined {
  const page = pageOf(entry.pageKey)
  if (!page.paths[locale]) return undefined
  const texts = entry.parts.filter((part): part is MessageDescriptor => part !== undefined).map((part) => sentence(translate(part, locale, entry.values)))
  const labelled = (entry.labelled ?? []).map(([label, value]) => sentence(`${translate(label, locale)}: ${translate(value, locale)}`))
  return {
    id: entry.id,
    pageKey: entry.pageKey,
    ...pageSource(entry.pageKey, locale),
    heading: entry.heading ? translate(entry.heading, locale) : '',
    text: [...texts, ...labelled].join(' '),
  }
}

/** Every passage of the site in one language. */
export function buildPassages(locale: Locale): BuiltPassages {
  const passages: Passage[] = []
  for (const entry of sources()) {
    const passage = render(entry, locale)
    if (passage) passages.push(passage)
  }
  for (const city of cities) passages.push(cityPassage(city, locale))
  return { passages, byId: new Map(passages.map((passage) => [passage.id, passage])) }
}
