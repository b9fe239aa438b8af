import { msg } from '@lingui/core/macro'
import { business } from '~/content/facts'
import { findPage } from '~/content/pages'
import { i18n } from '~/lib/i18n/i18n'
import type { Locale } from '~/lib/i18n/locales'
import type { StoryPageData } from '~/lib/stories/story-page-data'
import { storyPath } from '~/lib/stories/story-paths'
import { productionOrigin } from './origin'
import { buildHead } from './page-head'

const homeCrumb = msg`Home`
const storiesCrumb = msg`Stories`

/**
 * The head of a story page: the story's own title, description and image, and the story as a
 * schema.org BlogPosting with its breadcrumbs. Every value comes from `data` as it is, so the
 * server can fill the same head into the page it serves (decision 029).
 */
export function headForStory(data: StoryPageData, locale: Locale) {
  const origin = productionOrigin
  const url = origin + storyPath(data.slug, locale)
  const business_ = { '@id': `${origin}/#business` }
  const article = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    headline: data.title,
    description: data.description,
    image: [origin + data.imagePath],
    datePublished: data.published,
    dateModified: data.modified,
    inLanguage: locale,
    keywords: data.keywords,
    articleSection: data.section,
    articleBody: data.body,
    author: { '@type': 'Organization', name: business.name, url: origin, ...business_ },
    publisher: business_,
  }
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: i18n._(homeCrumb), item: locale === 'nl' ? `${origin}/nl` : `${origin}/` },
      { '@type': 'ListItem', position: 2, name: i18n._(storiesCrumb), item: origin + (findPage('stories')?.paths[locale] ?? '/stories') },
      { '@type': 'ListItem', position: 3, name: data.title, item: url },
    ],
  }
  const head = buildHead({
    locale,
    title: data.title,
    description: data.description,
    keywords: data.keywords,
    canonicalPath: storyPath(data.slug, locale),
    alternates: { en: storyPath(data.slug, 'en'), nl: storyPath(data.slug, 'nl') },
    indexable: true,
    jsonLd: [article, breadcrumbs],
  })
  return { ...head, meta: head.meta.flatMap((tag: MetaTag) => asArticleMeta(tag, data, origin)) }
}

interface MetaTag {
  title?: string
  name?: string
  property?: string
  content?: string
}

/**
 * A page's meta tag as a story's: its description as written (without the site's call to book,
 * as the server fills it in), the type article, and its own image with its dates and section.
 */
function asArticleMeta(tag: MetaTag, data: StoryPageData, origin: string): MetaTag[] {
  switch (tag.name ?? tag.property) {
    case 'description':
    case 'og:description':
      return [{ ...tag, content: data.description }]
    case 'og:type':
      return [{ property: 'og:type', content: 'article' }]
    case 'og:image':
      return [
        { property: 'og:image', content: origin + data.imagePath },
        { property: 'og:image:alt', content: data.imageAlt },
        { property: 'article:published_time', content: data.published },
        { property: 'article:modified_time', content: data.modified },
        { property: 'article:section', content: data.section },
      ]
    case 'og:image:width':
    case 'og:image:height':
      return []
    default:
      return [tag]
  }
}
