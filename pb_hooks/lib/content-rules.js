// The rules of the content staff edit, kept whoever saves a record through the API (the staff
// screens, the PocketBase dashboard, the seed script): stories, partner logos, expedition photos,
// videos and the photos of the site's photo slots. The rules themselves are TypeScript
// (src/lib/stories, src/lib/media), bundled.
const content = require(`${__hooks}/lib/generated/content-admin.js`)
const { localeOf } = require(`${__hooks}/lib/staff-access.js`)

function jsonList(record, name) {
  try {
    const value = JSON.parse(record.getString(name) || 'null')
    return Array.isArray(value) ? value.map(String) : []
  } catch {
    return []
  }
}

function hasFile(record, field) {
  return record.getString(field) !== '' || record.getUnsavedFiles(field).length > 0
}

function slugTaken(app, slug, ownId) {
  try {
    const other = app.findFirstRecordByData('blog_posts', 'slug', slug)
    return other.id !== ownId
  } catch {
    return false
  }
}

/** Fills what the server decides (slug, reading time, publication date, the image's stored name). */
function completeStory(e) {
  const record = e.record
  if (record.getString('slug') === '') {
    const base = content.slugify(record.getString('title_en') || record.getString('title_nl'))
    record.set('slug', content.uniqueSlug(base, (slug) => slugTaken(e.app, slug, record.id)))
  }
  if (record.getInt('read_time_minutes') < 1) {
    record.set('read_time_minutes', content.computedReadTime({
      excerpt_en: record.getString('excerpt_en'),
      excerpt_nl: record.getString('excerpt_nl'),
      body_en: record.getString('body_en'),
      body_nl: record.getString('body_nl'),
    }))
  }
  if (record.getBool('published') && record.getString('published_at') === '') {
    record.set('published_at', new Date().toISOString().replace('T', ' '))
  }
  const now = Date.now()
  record.getUnsavedFiles('image').forEach((file) => {
    file.name = content.timestampedName(file.name, now)
  })
}

function storyValues(record) {
  return {
    slug: record.getString('slug'),
    title_en: record.getString('title_en'),
    title_nl: record.getString('title_nl'),
    excerpt_en: record.getString('excerpt_en'),
    excerpt_nl: record.getString('excerpt_nl'),
    body_en: record.getString('body_en'),
    body_nl: record.getString('body_nl'),
    category_en: record.getString('category_en'),
    category_nl: record.getString('category_nl'),
    tags_en: jsonList(record, 'tags_en'),
    tags_nl: jsonList(record, 'tags_nl'),
    read_time_minutes: record.getInt('read_time_minutes'),
    published: record.getBool('published'),
    published_at: record.getString('published_at'),
    featured: record.getBool('featured'),
    hasImage: hasFile(record, 'image'),
    image_alt_en: record.getString('image_alt_en'),
    image_alt_nl: record.getString('image_alt_nl'),
  }
}

/** One featured story at a time: featuring one takes the flag from the others. */
function unfeatureOthers(app, record) {
  if (!record.getBool('featured')) return
  app.findRecordsByFilter('blog_posts', 'featured = true && id != {:id}', '', 0, 0, { id: record.id }).forEach((other) => {
    other.set('featured', false)
    app.save(other)
  })
}

function story(e) {
  completeStory(e)
  const locale = localeOf(e)
  const refusal = content.storyRejection(storyValues(e.record), locale)
  if (refusal) return e.json(400, refusal)
  if (slugTaken(e.app, e.record.getString('slug'), e.record.id)) return e.json(400, content.fieldRejection('slug', 'slug.taken', locale))
  e.next()
  unfeatureOthers(e.app, e.record)
}

function partner(e) {
  if (hasFile(e.record, 'logo')) {
    const refusal = content.altRejection(e.record.getString('logo_alt_en'), e.record.getString('logo_alt_nl'), 'logo_alt', localeOf(e))
    if (refusal) return e.json(400, refusal)
  }
  e.next()
}

/** At most 10 photos; a new one goes to the end of the carousel unless given a place. */
function expeditionPhoto(e, action) {
  const locale = localeOf(e)
  if (action === 'create') {
    const photos = e.app.findRecordsByFilter('expedition_photos', '', '-sort_order', 0, 0)
    if (photos.length >= content.maxExpeditionPhotos) return e.json(400, content.fieldRejection('image', 'photos.limit', locale))
    if (e.record.getInt('sort_order') === 0) e.record.set('sort_order', photos.length > 0 ? photos[0].getInt('sort_order') + 1 : 1)
  }
  const refusal = content.altRejection(e.record.getString('alt_en'), e.record.getString('alt_nl'), 'alt', locale)
  if (refusal) return e.json(400, refusal)
  e.next()
}

/** A clip without a chosen tile takes the one its name points to. */
function video(e) {
  if (!content.isVideoTile(e.record.getString('tile'))) {
    const files = e.record.getUnsavedFiles('video')
    const names = [e.record.getString('name'), e.record.getString('video')].concat(files.map((file) => file.originalName))
    const tile = names.map((name) => content.tileOfName(name)).filter((found) => !!found)[0]
    if (tile) e.record.set('tile', tile)
  }
  e.next()
}

/** A photo slot the site has, a video only for the hero, and the photo described in both languages. */
function sitePhoto(e) {
  const locale = localeOf(e)
  const refusal =
    content.sitePhotoRejection(e.record.getString('slot'), hasFile(e.record, 'video'), locale) ||
    content.altRejection(e.record.getString('alt_en'), e.record.getString('alt_nl'), 'alt', locale)
  if (refusal) return e.json(400, refusal)
  e.next()
}

/** Request hook body for creates and updates of the content collections. */
function checked(e, action) {
  switch (e.collection.name) {
    case 'blog_posts':
      return story(e)
    case 'partners':
      return partner(e)
    case 'expedition_photos':
      return expeditionPhoto(e, action)
    case 'videos':
      return video(e)
    case 'site_photos':
      return sitePhoto(e)
    default:
      return e.next()
  }
}

module.exports = { checked }
