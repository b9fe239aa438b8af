import { describe, expect, it } from 'vitest'
import { cities } from '~/content/cities'
import { pages, type PageDef, type PageKey } from '~/content/pages'
import { activateLocale } from '~/lib/i18n/i18n'
import { locales } from '~/lib/i18n/locales'
import { headForCity, headForPage } from './head-for-page'

/** Search engines cut a description after about 160 characters: every page's must fit, in both languages. */
const maxLength = 160

const descriptionOf = (head: { meta: readonly Record<string, string | undefined>[] }) =>
  head.meta.find((tag) => tag.name === 'description')?.content ?? ''

describe.each(locales)('the meta descriptions in %s', (locale) => {
  it('fit in 160 characters on every page of the registry', async () => {
    await activateLocale(locale)
    const tooLong = (pages as readonly PageDef[])
      .filter((page) => page.paths[locale])
      .map((page) => ({ key: page.key, description: descriptionOf(headForPage(page.key as PageKey, locale)) }))
      .filter(({ description }) => description.length === 0 || description.length > maxLength)
      .map(({ key, description }) => `${key} (${description.length}): ${description}`)
    expect(tooLong).toEqual([])
  })

  it('fit in 160 characters on every city page', async () => {
    await activateLocale(locale)
    const tooLong = cities
      .map((city) => ({ slug: city.slug, description: descriptionOf(headForCity(city, locale)) }))
      .filter(({ description }) => description.length === 0 || description.length > maxLength)
      .map(({ slug, description }) => `${slug} (${description.length}): ${description}`)
    expect(tooLong).toEqual([])
  })
})
