/**
 * The media collections of the home page: `videos` (the showcase clips) and
 * `expedition_photos` (the Greenland carousel). Visitors list, view and
 * download them; every write without a superuser is refused, and a superuser
 * read afterwards proves that nothing changed.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { repoRoot } from '../support/stack'
import { superuserClient } from '../support/pocketbase'
import { adminWithFactorRule } from '../support/staff'

const marker = `test-${randomBytes(4).toString('hex')}`
const admin = () => superuserClient()

const fixture = (name: string) => readFile(path.join(repoRoot, 'tests/fixtures', name))

async function anonymous(method: string, urlPath: string, body?: BodyInit) {
  const response = await fetch(`${inject('pbUrl')}${urlPath}`, { method, body })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    // file downloads are not JSON
  }
  return { status: response.status, json, headers: response.headers }
}

interface MediaCase {
  collection: 'videos' | 'expedition_photos'
  /** the text field that identifies the test records */
  key: string
  /** the file field and the fixture that goes in it */
  file: { field: string; fixture: string; type: string }
  fields(): Record<string, string | number>
}

const cases: MediaCase[] = [
  {
    collection: 'videos',
    key: 'name',
    file: { field: 'video', fixture: 'sample.webm', type: 'video/webm' },
    fields: () => ({ name: `${marker} helicopter`, duration_seconds: 4 }),
  },
  {
    collection: 'expedition_photos',
    key: 'alt_en',
    file: { field: 'image', fixture: 'sample-poster.jpg', type: 'image/jpeg' },
    fields: () => ({ alt_en: `${marker} camp on the ice`, alt_nl: `${marker} kamp op het ijs`, sort_order: 1 }),
  },
]

async function formFor(c: MediaCase, overrides: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData()
  for (const [name, value] of Object.entries({ ...c.fields(), ...overrides })) form.append(name, String(value))
  const bytes = await fixture(c.file.fixture)
  form.append(c.file.field, new File([bytes], `${marker}-${c.file.fixture}`, { type: c.file.type }))
  return form
}

const created: Partial<Record<MediaCase['collection'], RecordModel>> = {}

beforeAll(async () => {
  for (const c of cases) created[c.collection] = await admin().collection(c.collection).create(await formFor(c))
})

afterAll(async () => {
  for (const c of cases) {
    const records = await admin()
      .collection(c.collection)
      .getFullList({ filter: admin().filter(`${c.key} ~ {:m}`, { m: marker }) })
    for (const record of records) await admin().collection(c.collection).delete(record.id)
  }
})

describe.each(cases)('$collection', (c) => {
  const base = `/api/collections/${c.collection}/records`
  const record = () => created[c.collection]!

  it('is listed and shown to visitors', async () => {
    const list = await anonymous('GET', `${base}?perPage=100`)
    expect(list.status).toBe(200)
    expect((list.json.items as RecordModel[]).map((item) => item.id)).toContain(record().id)

    const one = await anonymous('GET', `${base}/${record().id}`)
    expect(one.status).toBe(200)
    expect(one.json[c.key]).toBe(record()[c.key])
  })

  it('serves the uploaded file publicly under the record file URL', async () => {
    const fileName = record()[c.file.field] as string
    expect(fileName).toMatch(new RegExp(`\\.${path.extname(c.file.fixture).slice(1)}$`))

    const download = await fetch(admin().files.getURL(record(), fileName))
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe(c.file.type)
    expect(Buffer.from(await download.arrayBuffer()).equals(await fixture(c.file.fixture))).toBe(true)
  })

  it('refuses an anonymous create', async () => {
    const before = await admin().collection(c.collection).getList(1, 1)
    const { status } = await anonymous('POST', base, await formFor(c, { [c.key]: `${marker} intruder` }))

    expect([400, 403, 404]).toContain(status)
    const after = await admin().collection(c.collection).getList(1, 1)
    expect(after.totalItems).toBe(before.totalItems)
  })

  it('refuses an anonymous update', async () => {
    const form = new FormData()
    form.append(c.key, `${marker} changed`)
    const { status } = await anonymous('PATCH', `${base}/${record().id}`, form)

    expect([400, 403, 404]).toContain(status)
    const now = await admin().collection(c.collection).getOne(record().id)
    expect(now[c.key]).toBe(record()[c.key])
  })

  it('refuses an anonymous delete', async () => {
    const { status } = await anonymous('DELETE', `${base}/${record().id}`)

    expect([400, 403, 404]).toContain(status)
    await expect(admin().collection(c.collection).getOne(record().id)).resolves.toMatchObject({ id: record().id })
  })

  it('has public read rules and writes for admins with a second factor only (tests/api/staff-rights.test.ts)', async () => {
    const collection = await admin().collections.getOne(c.collection)
    expect(collection.listRule).toBe('')
    expect(collection.viewRule).toBe('')
    expect(collection.createRule).toBe(adminWithFactorRule)
    expect(collection.updateRule).toBe(adminWithFactorRule)
    expect(collection.deleteRule).toBe(adminWithFactorRule)
  })
})

describe('file validation', () => {
  // A file keeps the extension of what it is, so it is served as that: PocketBase serves .svg,
  // .css and .js by their extension, which would turn a photo's name into a script or a page.
  it.each(['photo.svg', 'photo.css', 'photo.js', 'photo.html', 'photo'])('stores a JPEG uploaded as %s as a .jpg, served as image/jpeg', async (name) => {
    const form = new FormData()
    for (const [field, value] of Object.entries(cases[1]!.fields())) form.append(field, String(value))
    form.append('image', new File([await fixture('sample-poster.jpg')], name, { type: 'text/html' }))
    const record = await admin().collection('expedition_photos').create(form)
    const stored = String(record.image)
    expect(stored).toMatch(/^photo_\w+\.jpg$/)
    const download = await fetch(admin().files.getURL(record, stored))
    expect(download.headers.get('content-type')).toBe('image/jpeg')
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses an SVG or a page under a photo’s name', async () => {
    for (const [content, name] of [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.jpg'],
      ['<!doctype html><script>alert(1)</script>', 'photo.png'],
    ] as const) {
      const form = new FormData()
      for (const [field, value] of Object.entries(cases[1]!.fields())) form.append(field, String(value))
      form.append('image', new File([content], name, { type: 'image/jpeg' }))
      await expect(admin().collection('expedition_photos').create(form)).rejects.toMatchObject({ status: 400 })
    }
  })

  it('accepts only video files as videos and only images as expedition photos', async () => {
    const notAVideo = new FormData()
    notAVideo.append('name', `${marker} demo`)
    notAVideo.append('video', new File([await fixture('sample-poster.jpg')], 'demo.webm', { type: 'video/webm' }))
    await expect(admin().collection('videos').create(notAVideo)).rejects.toMatchObject({ status: 400 })

    const notAPhoto = new FormData()
    notAPhoto.append('alt_en', `${marker} x`)
    notAPhoto.append('alt_nl', `${marker} x`)
    notAPhoto.append('image', new File([await fixture('sample.webm')], 'photo.jpg', { type: 'image/jpeg' }))
    await expect(admin().collection('expedition_photos').create(notAPhoto)).rejects.toMatchObject({ status: 400 })
  })

  it('requires the alt text of an expedition photo in both languages', async () => {
    const form = new FormData()
    form.append('alt_en', `${marker} only English`)
    form.append('image', new File([await fixture('sample-poster.jpg')], 'photo.jpg', { type: 'image/jpeg' }))
    await expect(admin().collection('expedition_photos').create(form)).rejects.toMatchObject({ status: 400 })
  })
})
