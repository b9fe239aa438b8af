/**
 * The rights matrix, enforced by the server: for every collection and every custom route, each
 * operation is tried as each kind of caller, and the outcome asserted.
 *
 *   anonymous            no token
 *   staffWithoutFactor   a staff account in ADMIN_EMAILS without a confirmed second factor (its only
 *                        possible token is a superuser impersonation: sign-in needs the factor)
 *   adminWithFactor      a staff account in ADMIN_EMAILS signed in with password + TOTP
 *   notAdminWithFactor   a staff account outside ADMIN_EMAILS signed in with password + TOTP
 *
 * Only an admin with a confirmed factor reads personal data or writes anything. To cover a new
 * collection or route, add a row to `collections` or `routes` below.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enquirySamples } from '../support/enquiry-samples'
import { repoRoot } from '../support/stack'
import { callApi, createStaffAccount, enrolStaff, impersonationToken, nextClientIp } from '../support/staff'
import { inject } from 'vitest'

type ActorName = 'anonymous' | 'staffWithoutFactor' | 'adminWithFactor' | 'notAdminWithFactor'
const actorNames: ActorName[] = ['anonymous', 'staffWithoutFactor', 'adminWithFactor', 'notAdminWithFactor']

interface Actor {
  token?: string
  staffId?: string
  ip: string
}

async function makeActors(): Promise<Record<ActorName, Actor>> {
  const withoutFactor = await createStaffAccount({ admin: true })
  const admin = await enrolStaff(await createStaffAccount({ admin: true }))
  const notAdmin = await enrolStaff(await createStaffAccount({ admin: false }))
  return {
    anonymous: { ip: nextClientIp() },
    staffWithoutFactor: { token: await impersonationToken(withoutFactor), staffId: withoutFactor.id, ip: nextClientIp() },
    adminWithFactor: { token: admin.token, staffId: admin.id, ip: nextClientIp() },
    notAdminWithFactor: { token: notAdmin.token, staffId: notAdmin.id, ip: nextClientIp() },
  }
}

/**
 * Who may do an operation:
 *   everyone   any caller
 *   published  anyone sees published records; only an admin with a factor also sees drafts
 *   self       a staff member sees their own record only
 *   admin      only an admin with a confirmed factor
 *   nobody     no caller through the API (superusers and the hooks only)
 */
type Who = 'everyone' | 'published' | 'self' | 'admin' | 'nobody'
type Operation = 'list' | 'view' | 'create' | 'update' | 'delete'

const superuser = () => ({ token: inject('superuserToken'), ip: nextClientIp() })
const marker = () => `rights-${randomBytes(4).toString('hex')}`
const fixture = (name: string) => readFile(path.join(repoRoot, 'tests/fixtures', name))

async function superuserCreate(collection: string, body: Record<string, unknown> | FormData): Promise<string> {
  const answer = await callApi('POST', `/api/collections/${collection}/records`, body instanceof FormData ? { ...superuser(), form: body } : { ...superuser(), body })
  if (answer.status !== 200) throw new Error(`seed ${collection}: ${answer.status} ${JSON.stringify(answer.json)}`)
  return String(answer.json.id)
}

/** Removes the photo of a slot, so a new one can take it (one record per slot); returns the slot. */
async function emptySlot(slot: string): Promise<string> {
  const stored = await callApi('GET', `/api/collections/site_photos/records?filter=${encodeURIComponent(`slot = '${slot}'`)}`, superuser())
  for (const item of (stored.json.items as { id: string }[] | undefined) ?? []) await callApi('DELETE', `/api/collections/site_photos/records/${item.id}`, superuser())
  return slot
}

async function withFile(fields: Record<string, string>, field: string, name: string, type: string): Promise<FormData> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append(field, new File([await fixture(name)], `${marker()}-${name}`, { type }))
  return form
}

interface CollectionCase {
  name: string
  rights: Record<Operation, Who>
  /** A record only an admin may see (a draft, or personal data), made by the superuser. */
  hidden(): Promise<string>
  /** A record everyone may see, for collections that show some. */
  visible?(): Promise<string>
  /** What a caller sends to create one. */
  createBody(): Promise<Record<string, unknown> | FormData>
  /** A change, and the field that shows whether it was made. */
  update: { body: () => Record<string, unknown>; field: string }
}

const enquiry = () => ({
  name: 'Eva Jansen',
  email: `${marker()}@example.test`,
  service: 'tandem-jump',
  message: 'A question about a tandem jump in May.',
  form_type: 'contact',
  locale: 'en',
  idempotency_key: randomUUID().replaceAll('-', ''),
  status: 'new',
  staff_mail: 'sent',
  customer_mail: 'sent',
})

/** A story complete in both languages, as publishing asks. */
const completeStory = () => ({
  title_en: 'A post',
  title_nl: 'Een bericht',
  excerpt_en: 'What happened.',
  excerpt_nl: 'Wat er gebeurde.',
  body_en: 'The whole story.',
  body_nl: 'Het hele verhaal.',
  category_en: 'News',
  category_nl: 'Nieuws',
})

const chatConversation = () => ({
  customer_name: 'Eva',
  customer_email: `${marker()}@example.test`,
  locale: 'en',
  status: 'open',
  last_activity_at: new Date().toISOString().replace('T', ' '),
  customer_mail: 'pending',
  staff_mail: 'pending',
})

const collections: CollectionCase[] = [
  {
    name: 'enquiries',
    rights: { list: 'admin', view: 'admin', create: 'nobody', update: 'admin', delete: 'admin' },
    hidden: () => superuserCreate('enquiries', enquiry()),
    createBody: async () => enquiry(),
    update: { body: () => ({ status: 'answered' }), field: 'status' },
  },
  {
    name: 'newsletter_subscribers',
    rights: { list: 'admin', view: 'admin', create: 'nobody', update: 'nobody', delete: 'admin' },
    hidden: () => superuserCreate('newsletter_subscribers', { email: `${marker()}@example.test`, locale: 'nl', status: 'pending', token: randomBytes(20).toString('hex') }),
    createBody: async () => ({ email: `${marker()}@example.test`, locale: 'en', status: 'confirmed', token: randomBytes(20).toString('hex') }),
    update: { body: () => ({ status: 'confirmed' }), field: 'status' },
  },
  {
    name: 'blog_posts',
    rights: { list: 'published', view: 'published', create: 'admin', update: 'admin', delete: 'admin' },
    hidden: () => superuserCreate('blog_posts', { title_en: `${marker()} draft`, title_nl: 'Concept', published: false }),
    visible: () => superuserCreate('blog_posts', { ...completeStory(), title_en: `${marker()} post`, published: true }),
    createBody: async () => ({ title_en: `${marker()} new`, title_nl: 'Nieuw', published: false }),
    update: { body: () => ({ title_en: `${marker()} changed` }), field: 'title_en' },
  },
  {
    name: 'reviews',
    rights: { list: 'published', view: 'published', create: 'admin', update: 'admin', delete: 'admin' },
    hidden: () => superuserCreate('reviews', { author: `${marker()} D.`, rating: 4, published: false }),
    visible: () => superuserCreate('reviews', { author: `${marker()} P.`, rating: 5, published: true }),
    createBody: async () => ({ author: `${marker()} N.`, rating: 5, published: false }),
    update: { body: () => ({ author: `${marker()} C.` }), field: 'author' },
  },
  {
    name: 'partners',
    rights: { list: 'published', view: 'published', create: 'admin', update: 'admin', delete: 'admin' },
    hidden: () => superuserCreate('partners', { name: `${marker()} draft partner`, published: false }),
    visible: () => superuserCreate('partners', { name: `${marker()} partner`, published: true }),
    createBody: async () => ({ name: `${marker()} new partner`, published: false }),
    update: { body: () => ({ name: `${marker()} renamed` }), field: 'name' },
  },
  {
    name: 'videos',
    rights: { list: 'everyone', view: 'everyone', create: 'admin', update: 'admin', delete: 'admin' },
    hidden: async () => superuserCreate('videos', await withFile({ name: `${marker()} demo` }, 'video', 'sample.webm', 'video/webm')),
    createBody: () => withFile({ name: `${marker()} helicopter` }, 'video', 'sample.webm', 'video/webm'),
    update: { body: () => ({ name: `${marker()} renamed` }), field: 'name' },
  },
  {
    name: 'expedition_photos',
    rights: { list: 'everyone', view: 'everyone', create: 'admin', update: 'admin', delete: 'admin' },
    hidden: async () => superuserCreate('expedition_photos', await withFile({ alt_en: `${marker()} camp`, alt_nl: 'kamp' }, 'image', 'sample-poster.jpg', 'image/jpeg')),
    createBody: () => withFile({ alt_en: `${marker()} ice`, alt_nl: 'ijs' }, 'image', 'sample-poster.jpg', 'image/jpeg'),
    update: { body: () => ({ alt_en: `${marker()} glacier` }), field: 'alt_en' },
  },
  {
    // one record per photo slot: each new one empties its slot first
    name: 'site_photos',
    rights: { list: 'everyone', view: 'everyone', create: 'admin', update: 'admin', delete: 'admin' },
    hidden: async () => superuserCreate('site_photos', await withFile({ slot: await emptySlot('about-team'), alt_en: `${marker()} team`, alt_nl: 'team' }, 'image', 'sample-poster.jpg', 'image/jpeg')),
    createBody: async () => withFile({ slot: await emptySlot('about-founder'), alt_en: `${marker()} founder`, alt_nl: 'oprichter' }, 'image', 'sample-poster.jpg', 'image/jpeg'),
    update: { body: () => ({ alt_en: `${marker()} crew` }), field: 'alt_en' },
  },
  {
    // personal data of the chat (customer name and e-mail, every message): admins read them and mark
    // them handled; the chat routes alone create them (pb_migrations/1764400000_chat_staff_rights.js)
    name: 'chat_conversations',
    rights: { list: 'admin', view: 'admin', create: 'nobody', update: 'admin', delete: 'nobody' },
    hidden: () => superuserCreate('chat_conversations', chatConversation()),
    createBody: async () => chatConversation(),
    update: { body: () => ({ handled: true }), field: 'handled' },
  },
  {
    name: 'chat_messages',
    rights: { list: 'admin', view: 'admin', create: 'nobody', update: 'admin', delete: 'nobody' },
    hidden: async () => superuserCreate('chat_messages', { conversation: await superuserCreate('chat_conversations', chatConversation()), role: 'user', content: 'Can I jump at 95 kg?', locale: 'en', unanswered: true }),
    createBody: async () => ({ conversation: await superuserCreate('chat_conversations', chatConversation()), role: 'assistant', content: 'Forged answer', locale: 'en' }),
    update: { body: () => ({ handled: true }), field: 'handled' },
  },
  {
    name: 'weather_cache',
    rights: { list: 'nobody', view: 'nobody', create: 'nobody', update: 'nobody', delete: 'nobody' },
    hidden: () => superuserCreate('weather_cache', { location: `rights-${randomBytes(3).toString('hex')}`, payload: {} }),
    createBody: async () => ({ location: `forged-${randomBytes(3).toString('hex')}`, payload: {} }),
    update: { body: () => ({ last_error: 'rewritten' }), field: 'last_error' },
  },
  {
    name: 'site_settings',
    rights: { list: 'everyone', view: 'everyone', create: 'nobody', update: 'admin', delete: 'nobody' },
    // extra records: the site reads the oldest one, which the migration made
    hidden: () => superuserCreate('site_settings', { locality: 'Deventer', opening_hours: [], prices: {} }),
    createBody: async () => ({ locality: 'Zwolle', opening_hours: [], prices: {} }),
    update: { body: () => ({ locality: `Apeldoorn ${randomBytes(2).toString('hex')}` }), field: 'locality' },
  },
  {
    name: 'staff',
    rights: { list: 'self', view: 'self', create: 'nobody', update: 'nobody', delete: 'nobody' },
    hidden: async () => (await createStaffAccount({ admin: false })).id,
    createBody: async () => {
      const password = `pw-${randomBytes(8).toString('hex')}`
      return { email: `${marker()}@parapro.test`, password, passwordConfirm: password }
    },
    update: { body: () => ({ name: `${marker()}` }), field: 'name' },
  },
  {
    name: 'staff_audit_log',
    rights: { list: 'admin', view: 'admin', create: 'nobody', update: 'nobody', delete: 'nobody' },
    hidden: () => superuserCreate('staff_audit_log', { action: 'test', collection_name: 'enquiries', record_id: marker() }),
    createBody: async () => ({ action: 'forged', collection_name: 'enquiries', record_id: marker() }),
    update: { body: () => ({ action: 'rewritten' }), field: 'action' },
  },
]

/**
 * The carousel holds at most 10 expedition photos (the hooks refuse an 11th): the photos these
 * tests make are removed after each test, except the one a group of tests shares.
 */
const sharedPhotos = new Set<string>()
afterEach(async () => {
  const mine = await callApi('GET', `/api/collections/expedition_photos/records?perPage=500&filter=${encodeURIComponent("alt_en ~ 'rights-'")}`, superuser())
  for (const item of (mine.json.items as { id: string }[] | undefined) ?? []) {
    if (sharedPhotos.has(item.id)) continue
    await callApi('DELETE', `/api/collections/expedition_photos/records/${item.id}`, superuser())
  }
})

// The photo slots these tests fill are left empty for the tests of the served pages.
afterAll(async () => {
  for (const slot of ['about-team', 'about-founder', 'service-rigging', 'home-hero']) await emptySlot(slot)
})

/** Whether the caller is allowed; for list/view of "published", whether they also see the drafts. */
function allowed(who: Who, actor: ActorName): boolean {
  if (who === 'everyone') return true
  if (who === 'admin' || who === 'published') return actor === 'adminWithFactor'
  return false // self is asserted on its own
}

async function readAsSuperuser(collection: string, id: string) {
  return callApi('GET', `/api/collections/${collection}/records/${id}`, superuser())
}

describe('rights on every collection', () => {
  let actors: Record<ActorName, Actor>
  beforeAll(async () => {
    actors = await makeActors()
  }, 60_000)

  describe.each(collections)('$name', (c) => {
    let hiddenId: string
    let visibleId: string | undefined
    beforeAll(async () => {
      hiddenId = await c.hidden()
      visibleId = c.visible ? await c.visible() : undefined
      if (c.name === 'expedition_photos') sharedPhotos.add(hiddenId)
    })

    it.each(actorNames)('list as %s', async (name) => {
      const actor = actors[name]
      const answer = await callApi('GET', `/api/collections/${c.name}/records?perPage=500`, actor)
      if (c.rights.list === 'nobody') return void expect(answer.status).toBe(403)
      const ids = answer.status === 200 ? (answer.json.items as { id: string }[]).map((item) => item.id) : []
      if (c.rights.list === 'self') {
        expect(ids).toEqual(actor.staffId ? [actor.staffId] : [])
        return
      }
      expect(ids.includes(hiddenId)).toBe(allowed(c.rights.list, name))
      if (visibleId) expect(ids).toContain(visibleId)
    })

    it.each(actorNames)('view as %s', async (name) => {
      const actor = actors[name]
      const answer = await callApi('GET', `/api/collections/${c.name}/records/${hiddenId}`, actor)
      expect(answer.status).toBe(allowed(c.rights.view, name) ? 200 : c.rights.view === 'nobody' ? 403 : 404)
      if (visibleId) expect((await callApi('GET', `/api/collections/${c.name}/records/${visibleId}`, actor)).status).toBe(200)
      if (c.rights.view === 'self' && actor.staffId) {
        expect((await callApi('GET', `/api/collections/${c.name}/records/${actor.staffId}`, actor)).status).toBe(200)
      }
    })

    it.each(actorNames)('create as %s', async (name) => {
      const body = await c.createBody()
      const answer = await callApi('POST', `/api/collections/${c.name}/records`, body instanceof FormData ? { ...actors[name], form: body } : { ...actors[name], body })
      if (allowed(c.rights.create, name)) {
        expect(answer.status).toBe(200)
        expect((await readAsSuperuser(c.name, String(answer.json.id))).status).toBe(200)
      } else {
        expect([400, 403]).toContain(answer.status)
        expect(answer.json).not.toHaveProperty('id')
      }
    })

    it.each(actorNames)('update as %s', async (name) => {
      const target = await c.hidden()
      const before = (await readAsSuperuser(c.name, target)).json[c.update.field]
      const body = c.update.body()
      const answer = await callApi('PATCH', `/api/collections/${c.name}/records/${target}`, { ...actors[name], body })
      const after = (await readAsSuperuser(c.name, target)).json[c.update.field]
      if (allowed(c.rights.update, name)) {
        expect(answer.status).toBe(200)
        expect(after).toBe(body[c.update.field])
      } else {
        expect([403, 404]).toContain(answer.status)
        expect(after).toBe(before)
      }
    })

    it.each(actorNames)('delete as %s', async (name) => {
      const target = await c.hidden()
      const answer = await callApi('DELETE', `/api/collections/${c.name}/records/${target}`, actors[name])
      const still = await readAsSuperuser(c.name, target)
      if (allowed(c.rights.delete, name)) {
        expect(answer.status).toBe(204)
        expect(still.status).toBe(404)
      } else {
        expect([403, 404]).toContain(answer.status)
        expect(still.status).toBe(200)
      }
    })
  })
})

/**
 * File fields: replacing a stored file (a story image, a partner logo, an expedition photo, a video
 * and its poster) is a write like any other, for an admin with a factor only.
 */
interface FileFieldCase {
  collection: string
  field: string
  file: { name: string; type: string }
  /** A record with a file in the field, made by the superuser. */
  record(): Promise<string>
  /** Further fields the record needs with a new file (the image's descriptions). */
  with?: Record<string, string>
}

const poster = { name: 'sample-poster.jpg', type: 'image/jpeg' }
const clip = { name: 'sample.webm', type: 'video/webm' }
const imageAlt = (prefix: string) => ({ [`${prefix}_en`]: 'A canopy over the drop zone', [`${prefix}_nl`]: 'Een scherm boven het springterrein' })

const fileFields: FileFieldCase[] = [
  {
    collection: 'blog_posts',
    field: 'image',
    file: poster,
    record: async () => superuserCreate('blog_posts', await withFile({ title_en: `${marker()} pictured`, ...imageAlt('image_alt') }, 'image', poster.name, poster.type)),
  },
  {
    collection: 'partners',
    field: 'logo',
    file: poster,
    record: async () => superuserCreate('partners', await withFile({ name: `${marker()} logo partner`, ...imageAlt('logo_alt') }, 'logo', poster.name, poster.type)),
  },
  {
    collection: 'expedition_photos',
    field: 'image',
    file: poster,
    record: async () => superuserCreate('expedition_photos', await withFile({ alt_en: `${marker()} camp`, alt_nl: 'kamp' }, 'image', poster.name, poster.type)),
  },
  {
    collection: 'site_photos',
    field: 'image',
    file: poster,
    record: async () => superuserCreate('site_photos', await withFile({ slot: await emptySlot('service-rigging'), ...imageAlt('alt') }, 'image', poster.name, poster.type)),
  },
  {
    collection: 'site_photos',
    field: 'video',
    file: clip,
    record: async () => {
      const form = await withFile({ slot: await emptySlot('home-hero'), ...imageAlt('alt') }, 'image', poster.name, poster.type)
      form.append('video', new File([await fixture(clip.name)], 'loop.webm', { type: clip.type }))
      return superuserCreate('site_photos', form)
    },
  },
  {
    collection: 'videos',
    field: 'video',
    file: clip,
    record: async () => superuserCreate('videos', await withFile({ name: `${marker()} clip` }, 'video', clip.name, clip.type)),
  },
  {
    collection: 'videos',
    field: 'poster',
    file: poster,
    record: async () => {
      const form = await withFile({ name: `${marker()} clip` }, 'video', clip.name, clip.type)
      form.append('poster', new File([await fixture(poster.name)], 'poster.jpg', { type: poster.type }))
      return superuserCreate('videos', form)
    },
  },
]

describe('rights on every file field', () => {
  let actors: Record<ActorName, Actor>
  beforeAll(async () => {
    actors = await makeActors()
  }, 60_000)

  describe.each(fileFields)('$collection: $field', (c) => {
    it.each(actorNames)('replace as %s', async (name) => {
      const target = await c.record()
      const before = (await readAsSuperuser(c.collection, target)).json[c.field]
      const form = await withFile({}, c.field, c.file.name, c.file.type)
      const answer = await callApi('PATCH', `/api/collections/${c.collection}/records/${target}`, { ...actors[name], form })
      const after = (await readAsSuperuser(c.collection, target)).json[c.field]
      if (allowed('admin', name)) {
        expect(answer.status).toBe(200)
        expect(after).not.toBe(before)
      } else {
        expect([403, 404]).toContain(answer.status)
        expect(after).toBe(before)
      }
    })

    it.each(actorNames)('remove as %s', async (name) => {
      const target = await c.record()
      const answer = await callApi('PATCH', `/api/collections/${c.collection}/records/${target}`, { ...actors[name], body: { [`${c.field}-`]: [(await readAsSuperuser(c.collection, target)).json[c.field]] } })
      const after = (await readAsSuperuser(c.collection, target)).json[c.field]
      // A required file cannot be removed, not even by an admin; an optional one only by an admin.
      const required = c.field === 'image' && ['expedition_photos', 'site_photos'].includes(c.collection) || (c.collection === 'videos' && c.field === 'video')
      if (allowed('admin', name) && !required) {
        expect(answer.status).toBe(200)
        expect(after).toBe('')
      } else {
        expect(after).not.toBe('')
      }
    })
  })
})

/**
 * Custom routes. `who`: everyone, staff (any signed-in staff member), admin (with a factor), or
 * `code` for the sign-in steps, which take the mfaId of a password step instead of a token: with
 * none they refuse every caller alike. Methods a route does not have are refused for everyone.
 */
interface RouteCase {
  method: string
  path: () => Promise<string> | string
  who: 'everyone' | 'staff' | 'admin' | 'code'
  body?: () => unknown
  /** The status of an allowed call. */
  ok: number
  /** A route that ends the caller's sessions: each caller gets fresh accounts. */
  endsSessions?: boolean
}

const failedMailEnquiry = () => superuserCreate('enquiries', { ...enquiry(), staff_mail: 'failed', customer_mail: 'sent' })
let enquiryTab = 0
const publicEnquiry = () => {
  const sample = enquirySamples[enquiryTab++ % enquirySamples.length]!
  return { ...sample.body, email: `${marker()}@example.test`, idempotencyKey: randomUUID().replaceAll('-', '') }
}

const routes: RouteCase[] = [
  { method: 'POST', path: () => '/api/site/enquiries', who: 'everyone', body: publicEnquiry, ok: 201 },
  { method: 'POST', path: () => '/api/site/newsletter', who: 'everyone', body: () => ({ name: 'Eva', email: `${marker()}@example.test`, locale: 'en' }), ok: 200 },
  { method: 'GET', path: () => `/api/site/newsletter/confirm?token=${'x'.repeat(40)}`, who: 'everyone', ok: 303 },
  { method: 'GET', path: () => `/api/site/newsletter/unsubscribe?token=${'x'.repeat(40)}`, who: 'everyone', ok: 303 },
  { method: 'POST', path: () => `/api/site/newsletter/unsubscribe?token=${'x'.repeat(40)}`, who: 'everyone', ok: 404 },
  { method: 'POST', path: () => `/newsletter/confirm?token=${'x'.repeat(40)}`, who: 'everyone', ok: 303 },
  { method: 'POST', path: () => `/nl/newsletter/unsubscribe?token=${'x'.repeat(40)}`, who: 'everyone', ok: 303 },
  { method: 'POST', path: () => '/api/site/staff/totp/enrol', who: 'code', body: () => ({ mfaId: 'aaaaaaaaaaaaaaa' }), ok: 400 },
  { method: 'POST', path: () => '/api/site/staff/totp/confirm', who: 'code', body: () => ({ mfaId: 'aaaaaaaaaaaaaaa', code: '123456' }), ok: 400 },
  { method: 'POST', path: () => '/api/site/staff/totp/verify', who: 'code', body: () => ({ mfaId: 'aaaaaaaaaaaaaaa', code: '123456' }), ok: 400 },
  { method: 'POST', path: () => '/api/site/staff/totp/recover', who: 'code', body: () => ({ mfaId: 'aaaaaaaaaaaaaaa', recoveryCode: 'AAAAA-AAAAA' }), ok: 400 },
  { method: 'GET', path: () => '/api/site/staff/me', who: 'staff', ok: 200 },
  { method: 'POST', path: () => '/api/site/staff/sign-out-everywhere', who: 'staff', ok: 200, endsSessions: true },
  { method: 'POST', path: async () => `/api/site/staff/enquiries/${await failedMailEnquiry()}/retry-mail`, who: 'admin', ok: 200 },
  { method: 'GET', path: () => '/api/site/weather/locations', who: 'everyone', ok: 200 },
  // a Go route (server/https_status.go); the test stack sets no production host, so it answers at once
  { method: 'GET', path: () => '/api/site/staff/https-status', who: 'admin', ok: 200 },
]

function routeAllowed(who: RouteCase['who'], actor: ActorName): boolean {
  if (who === 'everyone' || who === 'code') return true
  if (who === 'staff') return actor !== 'anonymous'
  return actor === 'adminWithFactor'
}

async function callRoute(method: string, urlPath: string, actor: Actor, body?: unknown) {
  const headers: Record<string, string> = { 'X-Forwarded-For': actor.ip }
  if (actor.token) headers.Authorization = actor.token
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${inject('pbUrl')}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' })
  return response.status
}

describe('rights on every custom route', () => {
  let actors: Record<ActorName, Actor>
  beforeAll(async () => {
    actors = await makeActors()
  }, 60_000)

  describe.each(routes)('$method $path', (route) => {
    it.each(actorNames)('as %s', async (name) => {
      const actor = route.endsSessions ? (await makeActors())[name] : actors[name]
      const status = await callRoute(route.method, await route.path(), actor, route.body?.())
      if (routeAllowed(route.who, name)) expect(status).toBe(route.ok)
      else expect(status).toBe(name === 'anonymous' ? 401 : 403)
    })

    it.each(actorNames)('other methods as %s', async (name) => {
      const other = route.method === 'GET' ? 'DELETE' : 'PATCH'
      const status = await callRoute(other, await route.path(), actors[name], route.body?.())
      expect([404, 405]).toContain(status)
    })
  })
})
