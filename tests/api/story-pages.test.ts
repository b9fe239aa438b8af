/**
 * Every published story has a page of its own, served with its title, description, image and
 * Article structured data in the HTML (no script needed), from the record as it is now: a story
 * published, changed or unpublished shows so at the next request, without a rebuild (decision 029).
 * Drafts and unknown addresses are not found.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { superuserClient } from '../support/pocketbase'
import { repoRoot } from '../support/stack'

const marker = `page-${randomBytes(4).toString('hex')}`
const admin = () => superuserClient()

const story = (extra: Record<string, unknown> = {}) => ({
  title_en: `${marker} Jump "high" & <land> safe`,
  title_nl: `${marker} Spring hoog en land veilig`,
  excerpt_en: 'What to expect on the day.',
  excerpt_nl: 'Wat u op de dag kunt verwachten.',
  body_en: '## Before\nBook one to two weeks ahead.\n\n<script>alert(1)</script>',
  body_nl: '## Vooraf\nBoek één tot twee weken van tevoren.',
  category_en: 'Tandem jumps',
  category_nl: 'Tandemsprongen',
  tags_en: ['tandem', 'first jump'],
  tags_nl: ['tandem', 'eerste sprong'],
  published: true,
  ...extra,
})

async function served(urlPath: string) {
  const response = await fetch(`${inject('pbUrl')}${urlPath}`, { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

function metaOf(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta\s[^>]*>/g)].map((match) => match[0]).find((candidate) => candidate.includes(`"${key}"`))
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>)
}

const htmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&#34;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

afterAll(async () => {
  const mine = await admin().collection('blog_posts').getFullList({ filter: admin().filter('title_en ~ {:m}', { m: marker }) })
  for (const record of mine) await admin().collection('blog_posts').delete(record.id)
})

describe('story pages', () => {
  it('are served with the story in the HTML, in English and in Dutch', async () => {
    const record = await admin().collection('blog_posts').create(story())
    const english = await served(`/stories/${record.slug}`)
    expect(english.status).toBe(200)
    expect(english.html).not.toContain('__STORY_')
    expect(english.html).toMatch(/<html[^>]*lang="en"/)
    const title = story().title_en
    expect(english.html).toContain(`<h1`)
    expect(english.html).toMatch(new RegExp(`<h1[^>]*>${htmlText(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
    expect(english.html).not.toContain('<land>')
    expect(metaOf(english.html, 'description')).toBe('What to expect on the day.')
    expect(metaOf(english.html, 'og:type')).toBe('article')
    expect(metaOf(english.html, 'og:image')).toMatch(/\/og-image\.png$/)
    expect(english.html).toContain(`<link rel="canonical" href="`)
    expect(english.html).toContain(`/stories/${record.slug}"`)

    const article = jsonLdBlocks(english.html).find((block) => block['@type'] === 'BlogPosting')
    expect(article).toMatchObject({ headline: title, description: 'What to expect on the day.', inLanguage: 'en', keywords: 'tandem, first jump', articleSection: 'Tandem jumps' })
    expect(String(article?.articleBody)).toBe('Before\n\nBook one to two weeks ahead.\n\n<script>alert(1)</script>')
    expect(String(article?.datePublished)).toMatch(/^\d{4}-\d\d-\d\dT/)
    // The typed markup stays text: only the site's own scripts are in the page.
    expect(english.html).not.toContain('<script>alert(1)</script>')

    const dutch = await served(`/nl/verhalen/${record.slug}`)
    expect(dutch.status).toBe(200)
    expect(dutch.html).toMatch(/<html[^>]*lang="nl"/)
    expect(dutch.html).toContain(story().title_nl)
    expect(metaOf(dutch.html, 'description')).toBe('Wat u op de dag kunt verwachten.')
    expect(jsonLdBlocks(dutch.html).find((block) => block['@type'] === 'BlogPosting')).toMatchObject({ headline: story().title_nl, inLanguage: 'nl' })

    const moved = await served(`/nl/stories/${record.slug}`)
    expect(moved.status).toBe(301)
    expect(moved.location).toBe(`/nl/verhalen/${record.slug}`)
    // The language switch only adds or removes /nl.
    const back = await served(`/verhalen/${record.slug}`)
    expect(back.status).toBe(301)
    expect(back.location).toBe(`/stories/${record.slug}`)
  })

  it('show the story image for link previews', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(story({ title_en: `${marker} pictured`, image_alt_en: 'A canopy over the drop zone', image_alt_nl: 'Een scherm boven het springterrein' }))) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value))
    }
    form.append('image', new File([await readFile(path.join(repoRoot, 'tests/fixtures/sample-poster.jpg'))], 'canopy.jpg', { type: 'image/jpeg' }))
    const record = await admin().collection('blog_posts').create(form)
    const page = await served(`/stories/${record.slug}`)
    const image = metaOf(page.html, 'og:image') ?? ''
    expect(image).toContain(`/api/files/${record.collectionId}/${record.id}/${record.image}?thumb=1280x720`)
    expect(metaOf(page.html, 'og:image:alt')).toBe('A canopy over the drop zone')
    const thumb = await fetch(`${inject('pbUrl')}${new URL(image).pathname}${new URL(image).search}`)
    expect(thumb.status).toBe(200)
  })

  it('follow the record at once: a change, unpublishing and publishing again', async () => {
    const record = await admin().collection('blog_posts').create(story())
    const address = `/stories/${record.slug}`
    expect((await served(address)).status).toBe(200)

    await admin().collection('blog_posts').update(record.id, { excerpt_en: 'Changed just now.' })
    expect(metaOf((await served(address)).html, 'description')).toBe('Changed just now.')

    await admin().collection('blog_posts').update(record.id, { published: false })
    const hidden = await served(address)
    expect(hidden.status).toBe(404)
    expect(hidden.html).not.toContain(marker)
    expect((await served(`/nl/verhalen/${record.slug}`)).status).toBe(404)

    await admin().collection('blog_posts').update(record.id, { published: true })
    expect((await served(address)).status).toBe(200)
  })

  it('are not found for drafts, unknown and malformed addresses, and the built pages are not served as such', async () => {
    const draft = await admin().collection('blog_posts').create(story({ published: false }))
    for (const address of [`/stories/${draft.slug}`, `/nl/verhalen/${draft.slug}`, `/stories/${marker}-nothing`, '/stories/Not_A_Slug', '/templates/story-en.html']) {
      const page = await served(address)
      expect(page.status, address).toBe(404)
      expect(page.html, address).not.toContain('__STORY_')
    }
  })

  it('are what the stories section links to: the published list carries each story\'s slug', async () => {
    const record = await admin().collection('blog_posts').create(story())
    const list = (await (await fetch(`${inject('pbUrl')}/api/collections/blog_posts/records?filter=${encodeURIComponent(`slug = '${record.slug}'`)}`)).json()) as { items: { slug: string }[] }
    expect(list.items.map((item) => item.slug)).toEqual([record.slug])
  })

  it('are listed in the sitemap in both languages while published, and leave it when unpublished', async () => {
    const record = await admin().collection('blog_posts').create(story())
    const sitemap = async () => {
      const response = await fetch(`${inject('pbUrl')}/sitemap.xml`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('application/xml')
      return await response.text()
    }
    const listed = await sitemap()
    const english = new RegExp(`<loc>https?://[^<]+/stories/${record.slug}</loc>`)
    const dutch = new RegExp(`<loc>https?://[^<]+/nl/verhalen/${record.slug}</loc>`)
    expect(listed).toMatch(english)
    expect(listed).toMatch(dutch)
    expect(listed).toContain(`hreflang="nl" href="`)
    expect(listed.trimEnd().endsWith('</urlset>')).toBe(true)
    // The pages the build lists are still there.
    expect(listed).toMatch(/<loc>https?:\/\/[^<]+\/services\/tandem-jumps<\/loc>/)

    await admin().collection('blog_posts').update(record.id, { published: false })
    const after = await sitemap()
    expect(after).not.toMatch(english)
    expect(after).not.toMatch(dutch)
  })
})
