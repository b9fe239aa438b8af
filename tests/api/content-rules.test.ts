/**
 * The rules of the content staff edit, kept by the server whoever saves (decision 029): a story's
 * address is made once and kept, a story is published only when complete in both languages, one
 * story is featured at a time, an uploaded story image is stored under a timestamped name, every
 * image has a description in both languages, the carousel holds at most 10 photos, and a clip
 * without a chosen tile takes the one its name points to. The screens check the same files as the
 * collections take.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { uploadRules } from '~/lib/media/upload-rules'
import { superuserClient } from '../support/pocketbase'
import { repoRoot } from '../support/stack'

const marker = `content-${randomBytes(4).toString('hex')}`
const admin = () => superuserClient()
const fixture = (name: string) => readFile(path.join(repoRoot, 'tests/fixtures', name))

const complete = () => ({
  title_en: `${marker} First jump`,
  title_nl: `${marker} Eerste sprong`,
  excerpt_en: 'What to expect on the day.',
  excerpt_nl: 'Wat u op de dag kunt verwachten.',
  body_en: '## Before\nBook one to two weeks ahead.',
  body_nl: '## Vooraf\nBoek één tot twee weken van tevoren.',
  category_en: 'Tandem jumps',
  category_nl: 'Tandemsprongen',
})

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as { status: number; response: { errors?: Record<string, { code: string; message: string }> } }
  }
  throw new Error('the server accepted it')
}

afterAll(async () => {
  for (const collection of ['blog_posts', 'partners', 'expedition_photos', 'videos']) {
    const field = { blog_posts: 'title_en', partners: 'name', expedition_photos: 'alt_en', videos: 'name' }[collection]!
    const mine = await admin().collection(collection).getFullList({ filter: admin().filter(`${field} ~ {:m}`, { m: marker }) })
    for (const record of mine) await admin().collection(collection).delete(record.id)
  }
})

describe('stories', () => {
  it('get an address from the title, unique, kept when the title changes', async () => {
    const first = await admin().collection('blog_posts').create({ title_en: `${marker} Élan à Texel` })
    const second = await admin().collection('blog_posts').create({ title_en: `${marker} Élan à Texel` })
    expect(first.slug).toBe(`${marker}-elan-a-texel`)
    expect(second.slug).toBe(`${marker}-elan-a-texel-2`)
    const renamed = await admin().collection('blog_posts').update(first.id, { title_en: `${marker} Another title` })
    expect(renamed.slug).toBe(first.slug)
    const taken = await refusal(admin().collection('blog_posts').update(second.id, { slug: first.slug }))
    expect(taken.status).toBe(400)
    expect(taken.response.errors?.slug?.code).toBe('slug.taken')
  })

  it('are published only when complete in English and in Dutch, with the message in the language asked', async () => {
    const englishOnly = { ...complete(), title_nl: '', excerpt_nl: '', body_nl: '', category_nl: '', published: true }
    const refused = await refusal(admin().collection('blog_posts').create(englishOnly, { headers: { 'Accept-Language': 'nl' } }))
    expect(refused.status).toBe(400)
    expect(refused.response.errors?.title_nl).toEqual({
      code: 'publish.dutchIncomplete',
      message: 'De Nederlandse versie is niet compleet: vul de titel, samenvatting, categorie en tekst in voordat u publiceert.',
    })
    const draft = await admin().collection('blog_posts').create({ ...englishOnly, published: false })
    expect(draft.published).toBe(false)
    const published = await admin().collection('blog_posts').create({ ...complete(), published: true })
    expect(published.published_at).not.toBe('')
    expect(published.read_time_minutes).toBe(1)
  })

  it('are featured one at a time', async () => {
    const one = await admin().collection('blog_posts').create({ ...complete(), published: true, featured: true })
    const two = await admin().collection('blog_posts').create({ ...complete(), published: true, featured: true })
    expect((await admin().collection('blog_posts').getOne(one.id)).featured).toBe(false)
    const featured = await admin().collection('blog_posts').getFullList({ filter: 'featured = true' })
    expect(featured.map((post) => post.id)).toEqual([two.id])
  })

  it('keep an uploaded image under a timestamped name, with a description in both languages', async () => {
    const form = () => {
      const data = new FormData()
      data.append('title_en', `${marker} pictured`)
      return data
    }
    const image = new File([await fixture('sample-poster.jpg')], 'Canopy Photo.jpg', { type: 'image/jpeg' })
    const withoutAlt = form()
    withoutAlt.append('image', image)
    const refused = await refusal(admin().collection('blog_posts').create(withoutAlt))
    expect(refused.response.errors?.image_alt_en?.code).toBe('imageAlt.missing')

    const withAlt = form()
    withAlt.append('image', image)
    withAlt.append('image_alt_en', 'A canopy over the drop zone')
    withAlt.append('image_alt_nl', 'Een scherm boven het springterrein')
    const before = Date.now()
    const stored = await admin().collection('blog_posts').create(withAlt)
    const [, stamp] = /^(\d{13})_canopy_photo_\w+\.jpg$/.exec(stored.image) ?? []
    expect(Number(stamp)).toBeGreaterThanOrEqual(before - 1000)
  })
})

describe('images and clips', () => {
  it('refuse a partner logo without descriptions', async () => {
    const form = new FormData()
    form.append('name', `${marker} partner`)
    form.append('logo', new File([await fixture('sample-poster.jpg')], 'logo.jpg', { type: 'image/jpeg' }))
    form.append('logo_alt_en', 'Logo of a football club')
    const refused = await refusal(admin().collection('partners').create(form))
    expect(refused.response.errors?.logo_alt_nl?.code).toBe('imageAlt.missing')
  })

  it('hold at most 10 expedition photos, each added at the end', async () => {
    const existing = (await admin().collection('expedition_photos').getList(1, 1)).totalItems
    const add = async (n: number) => {
      const form = new FormData()
      form.append('alt_en', `${marker} photo ${n}`)
      form.append('alt_nl', `${marker} foto ${n}`)
      form.append('image', new File([await fixture('sample-poster.jpg')], `photo-${n}.jpg`, { type: 'image/jpeg' }))
      return admin().collection('expedition_photos').create(form)
    }
    const added = []
    for (let n = existing; n < 10; n++) added.push(await add(n))
    if (added.length > 1) expect(added.at(-1)!.sort_order).toBeGreaterThan(added[0]!.sort_order)
    const refused = await refusal(add(11))
    expect(refused.response.errors?.image?.code).toBe('photos.limit')
  })

  it('put a clip without a chosen tile on the tile its name points to', async () => {
    const form = new FormData()
    form.append('name', `${marker} summer`)
    form.append('video', new File([await fixture('sample.webm')], 'Luchtballon boven Deventer.webm', { type: 'video/webm' }))
    expect((await admin().collection('videos').create(form)).tile).toBe('balloon')
    const chosen = new FormData()
    chosen.append('name', `${marker} helicopter over the stadium`)
    chosen.append('tile', 'demo')
    chosen.append('video', new File([await fixture('sample.webm')], 'clip.webm', { type: 'video/webm' }))
    expect((await admin().collection('videos').create(chosen)).tile).toBe('demo')
  })

  it('are checked by the screens against the same types and sizes as the collections take', async () => {
    for (const rule of Object.values(uploadRules)) {
      const collection = await admin().collections.getOne(rule.collection)
      const field = collection.fields.find((candidate: { name: string }) => candidate.name === rule.field) as unknown as { maxSize: number; mimeTypes: string[] }
      expect({ collection: rule.collection, field: rule.field, maxSize: field.maxSize, types: [...field.mimeTypes].sort() }).toEqual({
        collection: rule.collection,
        field: rule.field,
        maxSize: rule.maxBytes,
        types: [...rule.types].sort(),
      })
    }
  })
})
