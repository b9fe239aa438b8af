/**
 * Public content collections: visitors read published records only and can
 * never write. Every rejected write is followed by a superuser read proving
 * that nothing changed.
 */
import { randomBytes } from 'node:crypto'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { superuserClient } from '../support/pocketbase'
import { adminWithFactorRule } from '../support/staff'

const marker = `test-${randomBytes(4).toString('hex')}`

interface ContentCase {
  collection: 'blog_posts' | 'reviews' | 'partners'
  /** a text field used to find the test records and to attempt a change */
  key: string
  record(published: boolean): Record<string, unknown>
}

const cases: ContentCase[] = [
  {
    collection: 'blog_posts',
    key: 'title_en',
    record: (published) => ({
      title_en: `${marker} ${published ? 'published' : 'draft'} post`,
      title_nl: `${marker} ${published ? 'gepubliceerd' : 'concept'} bericht`,
      excerpt_en: 'Excerpt',
      excerpt_nl: 'Samenvatting',
      category_en: 'Safety',
      category_nl: 'Veiligheid',
      // a published story is complete in both languages (the hooks refuse it otherwise)
      body_en: 'Text',
      body_nl: 'Tekst',
      tags_en: ['weather'],
      tags_nl: ['weer'],
      read_time_minutes: 4,
      published,
      published_at: '2026-04-02 09:00:00.000Z',
      featured: false,
    }),
  },
  {
    collection: 'reviews',
    key: 'author',
    record: (published) => ({
      author: `${marker} ${published ? 'P.' : 'D.'}`,
      rating: 5,
      body_en: 'Great jump.',
      body_nl: 'Geweldige sprong.',
      date_published: '2026-05-18 12:00:00.000Z',
      published,
    }),
  },
  {
    collection: 'partners',
    key: 'name',
    record: (published) => ({
      name: `${marker} ${published ? 'published' : 'hidden'} partner`,
      kind_en: 'Football club',
      kind_nl: 'Voetbalclub',
      description_en: 'Demonstrations at home matches.',
      description_nl: 'Demonstraties bij thuiswedstrijden.',
      logo_emoji: '⚽',
      sort_order: 10,
      published,
    }),
  },
]

const admin = () => superuserClient()
const created: Record<string, { published: RecordModel; draft: RecordModel }> = {}

async function anonymous(method: string, path: string, body?: unknown) {
  const response = await fetch(`${inject('pbUrl')}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

beforeAll(async () => {
  for (const c of cases) {
    created[c.collection] = {
      published: await admin().collection(c.collection).create(c.record(true)),
      draft: await admin().collection(c.collection).create(c.record(false)),
    }
  }
})

afterAll(async () => {
  for (const c of cases) {
    const records = await admin()
      .collection(c.collection)
      .getFullList({ filter: admin().filter(`${c.key} ~ {:m}`, { m: marker }) })
    for (const r of records) await admin().collection(c.collection).delete(r.id)
  }
})

describe.each(cases)('$collection', (c) => {
  const base = `/api/collections/${c.collection}/records`
  const records = () => created[c.collection]!

  it('lists only published records to visitors', async () => {
    const { status, json } = await anonymous('GET', `${base}?perPage=500`)

    expect(status).toBe(200)
    const items = json.items as RecordModel[]
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((item) => item.published === true)).toBe(true)
    const ids = items.map((item) => item.id)
    expect(ids).toContain(records().published.id)
    expect(ids).not.toContain(records().draft.id)
  })

  it('does not reveal drafts through a filter', async () => {
    const { status, json } = await anonymous('GET', `${base}?filter=${encodeURIComponent('published = false')}`)

    expect(status).toBe(200)
    expect(json.totalItems).toBe(0)
    expect(json.items).toEqual([])
  })

  it('shows a published record and hides a draft', async () => {
    const shown = await anonymous('GET', `${base}/${records().published.id}`)
    expect(shown.status).toBe(200)
    expect(shown.json[c.key]).toBe(records().published[c.key])

    const hidden = await anonymous('GET', `${base}/${records().draft.id}`)
    expect(hidden.status).toBe(404)
    expect(hidden.json[c.key]).toBeUndefined()
  })

  it('refuses an anonymous create', async () => {
    const before = await admin().collection(c.collection).getList(1, 1)
    const attempt = c.record(true)
    attempt[c.key] = `${marker} intruder`

    const { status } = await anonymous('POST', base, attempt)

    expect([400, 403, 404]).toContain(status)
    const after = await admin().collection(c.collection).getList(1, 1)
    expect(after.totalItems).toBe(before.totalItems)
    const intruders = await admin()
      .collection(c.collection)
      .getList(1, 1, { filter: admin().filter(`${c.key} = {:v}`, { v: `${marker} intruder` }) })
    expect(intruders.totalItems).toBe(0)
  })

  it('refuses an anonymous update of a published record and of a draft', async () => {
    const published = await anonymous('PATCH', `${base}/${records().published.id}`, { [c.key]: 'changed' })
    const draft = await anonymous('PATCH', `${base}/${records().draft.id}`, { published: true })

    expect([400, 403, 404]).toContain(published.status)
    expect([400, 403, 404]).toContain(draft.status)
    const publishedNow = await admin().collection(c.collection).getOne(records().published.id)
    const draftNow = await admin().collection(c.collection).getOne(records().draft.id)
    expect(publishedNow[c.key]).toBe(records().published[c.key])
    expect(publishedNow.updated).toBe(records().published.updated)
    expect(draftNow.published).toBe(false)
    expect(draftNow.updated).toBe(records().draft.updated)
  })

  it('refuses an anonymous delete', async () => {
    const published = await anonymous('DELETE', `${base}/${records().published.id}`)
    const draft = await anonymous('DELETE', `${base}/${records().draft.id}`)

    expect([400, 403, 404]).toContain(published.status)
    expect([400, 403, 404]).toContain(draft.status)
    await expect(admin().collection(c.collection).getOne(records().published.id)).resolves.toMatchObject({
      id: records().published.id,
    })
    await expect(admin().collection(c.collection).getOne(records().draft.id)).resolves.toMatchObject({
      id: records().draft.id,
    })
  })
})

describe('collection rules', () => {
  it('allow public read of published records, drafts and writes for admins with a second factor only', async () => {
    for (const c of cases) {
      const collection = await admin().collections.getOne(c.collection)
      expect(collection.listRule, c.collection).toBe(`published = true || (${adminWithFactorRule})`)
      expect(collection.viewRule, c.collection).toBe(`published = true || (${adminWithFactorRule})`)
      expect(collection.createRule, c.collection).toBe(adminWithFactorRule)
      expect(collection.updateRule, c.collection).toBe(adminWithFactorRule)
      expect(collection.deleteRule, c.collection).toBe(adminWithFactorRule)
    }
  })

  it('validate reviews (rating 1-5, whole numbers) and partner emoji logos (at most 4 characters)', async () => {
    for (const rating of [0, 6, 4.5]) {
      await expect(
        admin().collection('reviews').create({ author: `${marker} X.`, rating, published: false }),
      ).rejects.toMatchObject({ status: 400 })
    }
    await expect(
      admin().collection('partners').create({ name: `${marker} too long`, logo_emoji: '⚽⚽⚽⚽⚽' }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('index blog posts by published_at', async () => {
    const collection = await admin().collections.getOne('blog_posts')
    expect(collection.indexes.some((sql: string) => /\(\s*`?published_at`?\s*\)/.test(sql))).toBe(true)
  })
})
