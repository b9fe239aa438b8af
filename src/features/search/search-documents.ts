import type { I18n, MessageDescriptor } from '@lingui/core'
import { cities } from '~/content/cities'
import * as about from '~/content/home/about'
import * as clientSuccess from '~/content/home/client-success'
import * as contact from '~/content/home/contact'
import * as experiences from '~/content/home/experiences'
import { faqIntro, faqItems } from '~/content/home/faq'
import * as partners from '~/content/home/partners'
import * as homeServices from '~/content/home/services'
import { storiesIntro } from '~/content/home/stories'
import { landingContent, landingText, type LandingKey } from '~/content/landing'
import { privacyWith, termsWith, type LegalDocument } from '~/content/legal'
import { pages, type PageDef, type PageGroup } from '~/content/pages'
import { services } from '~/content/services'
import { cityPagePath, cityPageText, cityTextValues } from '~/content/city-page-text'
import type { Locale } from '~/lib/i18n/locales'

/** The kind of result, for ranking and for the label beside a result. */
export type SearchKind = Exclude<PageGroup, 'tool' | 'utility'> | 'home' | 'city' | 'faq' | 'tool'

/** One searchable unit: a page in one language, or one FAQ entry. */
export interface SearchDocument {
  /** Unique per language: the path, with "#key" for FAQ entries. */
  id: string
  kind: SearchKind
  /** The URL the result links to, in the document's language. */
  path: string
  title: string
  description: string
  /** Section headings, card titles and questions. */
  headings: string
  /** Paragraphs and list items. */
  body: string
}

const descriptorKeys = new Set(['id', 'message', 'values', 'comment', 'context'])

function isDescriptor(value: object): value is MessageDescriptor {
  const keys = Object.keys(value)
  return typeof (value as { id?: unknown }).id === 'string' && keys.every((key) => descriptorKeys.has(key))
}

/** Every message descriptor under `value` (objects and arrays, in order), translated. */
function texts(i18n: I18n, value: unknown): string[] {
  if (value === null || typeof value !== 'object') return []
  if (Array.isArray(value)) return value.flatMap((item) => texts(i18n, item))
  if (isDescriptor(value)) return [i18n._(value)]
  return Object.values(value).flatMap((item) => texts(i18n, item))
}

/** Headings and body text of what a page shows below its title, from the same modules the page renders. */
interface PageText {
  headings: unknown
  body: unknown
}

const homeSectionsText: PageText = {
  headings: [
    homeServices.servicesIntro.title,
    homeServices.serviceCards.map((card) => card.title),
    experiences.experiencesIntro.title,
    experiences.experienceCards.map((card) => card.title),
    storiesIntro.title,
    about.aboutIntro.title,
    partners.partnersIntro.title,
    faqIntro.title,
    clientSuccess.clientSuccessIntro.title,
    contact.contactIntro.title,
  ],
  body: [
    homeServices.servicesIntro,
    homeServices.serviceCards,
    homeServices.exclusiveJumps,
    experiences.experiencesIntro,
    about.aboutIntro,
    clientSuccess.clientSuccessIntro,
    clientSuccess.clientGroups,
    clientSuccess.trustBadges,
    contact.contactIntro.lead,
  ],
}

const mainPageText: Partial<Record<string, PageText>> = {
  home: homeSectionsText,
  services: {
    headings: [homeServices.servicesIntro.title, homeServices.serviceCards.map((card) => card.title), homeServices.cityLinksTitle],
    body: [homeServices.servicesIntro, homeServices.serviceCards, homeServices.exclusiveJumps, homeServices.cityLinksLead],
  },
  experiences: {
    headings: [experiences.experiencesIntro.title, experiences.experienceCards.map((card) => card.title)],
    body: [experiences.experiencesIntro.lead, experiences.experienceCards],
  },
  stories: { headings: [storiesIntro.title], body: [storiesIntro.lead] },
  about: {
    headings: [about.aboutIntro.title, about.founderStory.title, about.safetyBlock.title, about.mission.title, about.whyChooseTitle],
    body: [about.aboutIntro.lead, about.founderStory.paragraphs, about.aboutLinks.locationText, about.aboutBlocks, about.safetyBlock.text, about.mission.text],
  },
  partners: {
    headings: [partners.partnersIntro.title, partners.partnerReasons.title, partners.partnerReasons.items.map((item) => item.title), partners.testimonialsIntro.title],
    body: [partners.partnersIntro.lead, partners.partnerReasons.items.map((item) => item.text), partners.fallbackPartners],
  },
  faq: { headings: [faqIntro.title, faqItems.map((item) => item.question)], body: [faqIntro.lead, faqItems.map((item) => item.answer)] },
  contact: {
    headings: [contact.contactIntro.title, contact.contactIntro.officeHours],
    body: [contact.contactIntro.lead, contact.contactIntro.reply, contact.officeHours.map((entry) => entry.label)],
  },
  // Without the details staff set: the index is built once and must not quote stale ones.
  terms: legalText(termsWith({})),
  privacy: legalText(privacyWith({})),
}

function legalText(document: LegalDocument): PageText {
  return {
    headings: document.sections.map((section) => section.title),
    body: [document.intro, document.sections.map((section) => [section.paragraphs, section.points ?? []])],
  }
}

function pageText(page: PageDef): PageText {
  if (page.group === 'service') {
    const service = Object.values(services).find((entry) => entry.pageKey === page.key)
    if (service) {
      return {
        headings: [service.name, service.benefitsTitle, service.benefits.map((card) => card.title), service.stepsTitle, service.steps.map((step) => step.title), service.eventTypesTitle, service.eventTypes?.map((type) => type.title), service.closing.title],
        body: [service.lead, service.facts, service.benefits.map((card) => card.text), service.steps.map((step) => step.text), service.eventTypes, service.closing.text],
      }
    }
  }
  if (page.group === 'landing') {
    const landing = landingContent[page.key as LandingKey]
    return {
      headings: [landing.name, landing.sectionsTitle, landing.sections.map((card) => card.title), landingText.audienceTitle, landingText.bookingTitle],
      body: [landing.intro, landing.sections.map((card) => card.text), landing.audience, landing.booking],
    }
  }
  return mainPageText[page.key] ?? { headings: [], body: [] }
}

const join = (parts: readonly string[]) => parts.filter(Boolean).join(' \n')

function kindOf(page: PageDef): SearchKind {
  if (page.key === 'home') return 'home'
  return page.group === 'utility' ? 'tool' : page.group
}

/**
 * The searchable documents of the site in one language, built from the page
 * registry and the content modules the pages render. Pages that are not
 * indexable (search, offline, newsletter confirmations) are left out.
 * `i18n` must have the catalog of `locale` active.
 */
export function buildSearchDocuments(i18n: I18n, locale: Locale): SearchDocument[] {
  const documents: SearchDocument[] = []
  for (const page of pages as readonly PageDef[]) {
    const path = page.paths[locale]
    if (!path || !page.indexable) continue
    const text = pageText(page)
    documents.push({
      id: path,
      kind: kindOf(page),
      path,
      title: i18n._(page.title),
      description: i18n._(page.description),
      headings: join(texts(i18n, text.headings)),
      body: join(texts(i18n, text.body)),
    })
  }
  const faqPath = (pages as readonly PageDef[]).find((page) => page.key === 'faq')?.paths[locale]
  if (faqPath) {
    for (const item of faqItems) {
      documents.push({
        id: `${faqPath}#${item.key}`,
        kind: 'faq',
        path: faqPath,
        title: i18n._(item.question),
        description: i18n._(item.answer),
        headings: '',
        body: '',
      })
    }
  }
  for (const city of cities) {
    const values = cityTextValues(city, locale)
    const path = cityPagePath(city, locale)
    documents.push({
      id: path,
      kind: 'city',
      path,
      title: i18n._({ ...cityPageText.title, values }),
      description: i18n._({ ...cityPageText.description, values }),
      headings: [city.name[locale], city.province].join(' \n'),
      body: join([i18n._(city.note), i18n._({ ...cityPageText.keywords, values })]),
    })
  }
  return documents
}
