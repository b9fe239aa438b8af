/**
 * The site's photo slots (decision 034): a photo staff put in a slot is in every page the server
 * serves from then on, as responsive variants in the format the browser accepts, with its size, a
 * blurred placeholder and its description in the page's language, and preloaded where it is the
 * page's largest image; the server keeps a slot to the slots the site has, a video to the hero, and
 * the photo described in both languages. Without a photo a slot shows its artwork.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { superuserClient } from '../support/pocketbase'
import { repoRoot } from '../support/stack'

const admin = () => superuserClient()
const fixture = (name: string) => readFile(path.join(repoRoot, 'tests/fixtures', name))
const chromiumAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

async function photoForm(fields: Record<string, string>, video = false) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('image', new File([await fixture('sample-photo.jpg')], 'canopy over the polder.jpg', { type: 'image/jpeg' }))
  if (video) form.append('video', new File([await fixture('sample.webm')], 'loop.webm', { type: 'video/webm' }))
  return form
}

const described = { alt_en: 'A tandem pair under an orange canopy', alt_nl: 'Een tandempaar onder een oranje parachute' }

async function served(urlPath: string) {
  return (await fetch(`${inject('pbUrl')}${urlPath}`)).text()
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as { status: number; response: { errors?: Record<string, { code: string }>; data?: Record<string, { code: string }> } }
  }
  throw new Error('the server accepted it')
}

const slotImage = (html: string, slot: string) => new RegExp(`<img [^>]*data-photo-slot="${slot}"[^>]*>`).exec(html)?.[0] ?? ''
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

// The slots these tests use; each test leaves them empty again.
const slots = ['home-hero', 'service-media', 'experience-balloon']
afterEach(async () => {
  for (const slot of slots) {
    const stored = await admin().collection('site_photos').getFullList({ filter: admin().filter('slot = {:slot}', { slot }) })
    for (const record of stored) await admin().collection('site_photos').delete(record.id)
  }
})

describe('a photo in a slot', () => {
  it('is in every served page: variants, size, placeholder, description in the page language, and the preload of the hero', async () => {
    expect(attribute(slotImage(await served('/'), 'home-hero'), 'src')).toBe('/artwork/home-hero.svg')

    const record = await admin().collection('site_photos').create(await photoForm({ slot: 'home-hero', ...described }, true))
    const base = `/api/files/site_photos/${record.id}/${encodeURIComponent(record.image)}`

    const english = await served('/')
    const hero = slotImage(english, 'home-hero')
    expect(attribute(hero, 'src')).toBe(`${base}?w=960`)
    expect(attribute(hero, 'srcset')).toBe(`${base}?w=360 360w, ${base}?w=540 540w, ${base}?w=720 720w, ${base}?w=960 960w, ${base}?w=1280 1200w`)
    expect([attribute(hero, 'width'), attribute(hero, 'height')]).toEqual(['1200', '675'])
    expect(attribute(hero, 'alt')).toBe(described.alt_en)
    expect(attribute(hero, 'style')).toMatch(/^background-image:url\(&#34;data:image\/webp;base64,[A-Za-z0-9+/=]+&#34;\)$/)
    const preload = /<link rel="preload"[^>]*imageSrcSet[^>]*>/i.exec(english)?.[0] ?? ''
    expect(attribute(preload, 'imagesrcset')).toBe(attribute(hero, 'srcset'))
    expect(attribute(preload, 'fetchpriority')).toBe('high')

    const data = JSON.parse(/<script type="application\/json" id="site-photos">(.*?)<\/script>/.exec(english)?.[1] ?? '{}')
    expect(data['home-hero']).toMatchObject({ src: `${base}?w=960`, width: 1200, height: 675, alt: { en: described.alt_en, nl: described.alt_nl }, video: { type: 'video/webm' } })

    expect(attribute(slotImage(await served('/nl'), 'home-hero'), 'alt')).toBe(described.alt_nl)
    // a slot without a photo keeps its artwork
    expect(attribute(slotImage(english, 'service-media'), 'src')).toBe('/artwork/service-media.svg')
    // other pages with a slot carry it too
    expect(attribute(slotImage(await served('/services'), 'service-media'), 'src')).toBe('/artwork/service-media.svg')
    expect(await served('/services')).toContain('id="site-photos"')
  })

  it('is served at the asked width in the best format the browser names, and never in one it did not', async () => {
    const record = await admin().collection('site_photos').create(await photoForm({ slot: 'service-media', ...described }))
    const url = `${inject('pbUrl')}/api/files/site_photos/${record.id}/${encodeURIComponent(record.image)}`
    const original = (await fixture('sample-photo.jpg')).length

    const avif = await fetch(`${url}?w=360`, { headers: { Accept: chromiumAccept } })
    expect(avif.status).toBe(200)
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect(avif.headers.get('vary')).toContain('Accept')
    const avifBytes = Buffer.from(await avif.arrayBuffer())
    expect(avifBytes.subarray(4, 12).toString('latin1')).toBe('ftypavif')
    expect(avifBytes.length).toBeLessThan(original / 4)

    const webp = await fetch(`${url}?w=720`, { headers: { Accept: 'image/webp,*/*' } })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    const webpBytes = Buffer.from(await webp.arrayBuffer())
    expect(webpBytes.subarray(8, 12).toString('latin1')).toBe('WEBP')

    const jpeg = await fetch(`${url}?w=540`, { headers: { Accept: '*/*' } })
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await jpeg.arrayBuffer()).subarray(0, 2).toString('hex')).toBe('ffd8')

    // a width not offered is the original, as PocketBase answers an unknown thumb size
    const other = await fetch(`${url}?w=500`, { headers: { Accept: chromiumAccept } })
    expect(other.headers.get('content-type')).toBe('image/jpeg')
    expect((await other.arrayBuffer()).byteLength).toBe(original)
  })

  it('goes when it is removed: the slot shows its artwork again', async () => {
    const record = await admin().collection('site_photos').create(await photoForm({ slot: 'experience-balloon', ...described }))
    expect(attribute(slotImage(await served('/experiences'), 'experience-balloon'), 'alt')).toBe(described.alt_en)
    await admin().collection('site_photos').delete(record.id)
    const after = await served('/experiences')
    expect(attribute(slotImage(after, 'experience-balloon'), 'src')).toBe('/artwork/experience-balloon.svg')
    expect(after).not.toContain('"experience-balloon":')
  })
})

describe('the server keeps', () => {
  it('a slot to the slots the site has', async () => {
    const refused = await refusal(admin().collection('site_photos').create(await photoForm({ slot: 'home-footer', ...described })))
    expect(refused.status).toBe(400)
    expect(refused.response.errors?.slot?.code).toBe('photoSlot.unknown')
  })

  it('a video to the hero', async () => {
    const refused = await refusal(admin().collection('site_photos').create(await photoForm({ slot: 'service-media', ...described }, true)))
    expect(refused.response.errors?.video?.code).toBe('photoSlot.noVideo')
  })

  it('the photo described in both languages', async () => {
    const form = await photoForm({ slot: 'service-media', alt_en: 'A camera flyer', alt_nl: ' ' })
    const refused = await refusal(admin().collection('site_photos').create(form))
    expect(refused.response.errors?.alt_nl?.code).toBe('imageAlt.missing')
  })

  it('one photo per slot', async () => {
    await admin().collection('site_photos').create(await photoForm({ slot: 'service-media', ...described }))
    const refused = await refusal(admin().collection('site_photos').create(await photoForm({ slot: 'service-media', ...described })))
    expect(refused.status).toBe(400)
    // PocketBase's own refusal, from the collection's unique index
    expect(refused.response.data?.slot?.code).toBe('validation_not_unique')
  })
})
