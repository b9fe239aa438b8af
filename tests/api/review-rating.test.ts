/**
 * The business structured data of the served pages carries an AggregateRating
 * computed from the published reviews in the database (decision 008): the
 * figures match the records, follow a new or removed review at once, ignore
 * drafts, and there is no rating at all without published reviews.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { superuserClient } from '../support/pocketbase'

const marker = `rating-${randomBytes(4).toString('hex')}`
const admin = () => superuserClient()

interface BusinessJsonLd {
  aggregateRating?: { ratingValue: number; reviewCount: number; bestRating: number }
  review?: { author: { name: string }; reviewRating: { ratingValue: number }; reviewBody?: string }[]
}

/** The business block of the page as served (the raw HTML, no script run). */
async function servedBusiness(path: string): Promise<BusinessJsonLd> {
  const response = await fetch(`${inject('pbUrl')}${path}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  )
  const business = blocks.find((block) => String(block['@id']).endsWith('/#business'))
  expect(business, `business JSON-LD on ${path}`).toBeDefined()
  return business as BusinessJsonLd
}

/** What the rating must be: every published review in the database. */
async function expectedRating() {
  const published = await admin().collection('reviews').getFullList({ filter: 'published = true' })
  const sum = published.reduce((total, review) => total + Number(review.rating), 0)
  return published.length === 0
    ? undefined
    : { reviewCount: published.length, ratingValue: Math.round((sum / published.length) * 10) / 10 }
}

async function addReview(rating: number, published = true, date = '2026-11-20 10:00:00.000Z') {
  return await admin()
    .collection('reviews')
    .create({
      author: `${marker} ${rating}.`,
      rating,
      body_en: `Rated ${rating} in English`,
      body_nl: `Beoordeeld met ${rating} in het Nederlands`,
      date_published: date,
      published,
    })
}

afterAll(async () => {
  const mine = await admin()
    .collection('reviews')
    .getFullList({ filter: admin().filter('author ~ {:m}', { m: marker }) })
  for (const review of mine) await admin().collection('reviews').delete(review.id)
})

describe('business rating in the served pages', () => {
  it('has no rating while no review is published, and the stored figures once there are', async () => {
    const before = await expectedRating()
    const page = await servedBusiness('/')
    if (before === undefined) expect(page.aggregateRating).toBeUndefined()

    await addReview(4, true, '2026-11-21 10:00:00.000Z')
    await addReview(3, true, '2026-11-20 10:00:00.000Z')
    const expected = await expectedRating()
    expect(expected?.reviewCount).toBe((before?.reviewCount ?? 0) + 2)

    const served = await servedBusiness('/')
    expect(served.aggregateRating).toMatchObject({ ...expected, bestRating: 5 })
    expect(served.review?.length).toBeGreaterThan(0)
  })

  it('changes when a review is added, on every page, and ignores drafts', async () => {
    const before = (await servedBusiness('/services/tandem-jumps')).aggregateRating
    await addReview(1, false)
    expect((await servedBusiness('/services/tandem-jumps')).aggregateRating).toEqual(before)

    await addReview(5, true, '2026-11-22 10:00:00.000Z')
    const expected = await expectedRating()
    expect(expected?.reviewCount).toBe((before?.reviewCount ?? 0) + 1)
    for (const path of ['/services/tandem-jumps', '/nl/over-ons', '/parachutespringen-utrecht']) {
      expect((await servedBusiness(path)).aggregateRating, path).toMatchObject(expected ?? {})
    }
  })

  it('lists the newest reviews in the language of the page', async () => {
    const english = await servedBusiness('/')
    const dutch = await servedBusiness('/nl')
    expect(english.review?.[0]).toMatchObject({ author: { name: `${marker} 5.` }, reviewBody: 'Rated 5 in English' })
    expect(dutch.review?.[0]).toMatchObject({ author: { name: `${marker} 5.` }, reviewBody: 'Beoordeeld met 5 in het Nederlands' })
  })

  it('drops a deleted review from the figures', async () => {
    const mine = await admin()
      .collection('reviews')
      .getFirstListItem(admin().filter('author = {:a}', { a: `${marker} 5.` }))
    await admin().collection('reviews').delete(mine.id)
    expect((await servedBusiness('/')).aggregateRating).toMatchObject((await expectedRating()) ?? {})
  })
})
