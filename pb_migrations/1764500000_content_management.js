/**
 * What staff edit on the content screens (decision 029):
 * - `blog_posts`: a `slug` per story (its address /stories/{slug}, /nl/verhalen/{slug}; unique, kept
 *   when the title changes), the text `body_en`/`body_nl` (paragraphs and "## " headings, plain
 *   text), the image's description `image_alt_en`/`image_alt_nl`. A draft may lack a language, so
 *   the titles are no longer required by the collection; the hooks require what publishing needs.
 * - `videos`: `tile`, the showcase tile a clip plays in (helicopter, balloon, demo).
 * - `partners`: the logo's description `logo_alt_en`/`logo_alt_nl`.
 * Existing stories get a slug from their English title here; new ones get theirs from the hooks.
 */
const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$'

function slugOf(title) {
  const slug = String(title || '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '')
  return slug || 'story'
}

migrate(
  (app) => {
    const posts = app.findCollectionByNameOrId('blog_posts')
    posts.fields.getByName('title_en').required = false
    posts.fields.getByName('title_nl').required = false
    posts.fields.add(new TextField({ name: 'slug', max: 80, pattern: SLUG_PATTERN, presentable: true }))
    posts.fields.add(new TextField({ name: 'body_en', max: 20000 }))
    posts.fields.add(new TextField({ name: 'body_nl', max: 20000 }))
    posts.fields.add(new TextField({ name: 'image_alt_en', max: 300 }))
    posts.fields.add(new TextField({ name: 'image_alt_nl', max: 300 }))
    app.save(posts)

    const used = {}
    app.findRecordsByFilter('blog_posts', "slug = ''", 'created', 0, 0).forEach((record) => {
      const base = slugOf(record.getString('title_en') || record.getString('title_nl'))
      let slug = base
      for (let n = 2; used[slug]; n++) slug = `${base}-${n}`
      used[slug] = true
      record.set('slug', slug)
      app.saveNoValidate(record)
    })
    posts.addIndex('idx_blog_posts_slug', true, 'slug', "slug != ''")
    app.save(posts)

    const videos = app.findCollectionByNameOrId('videos')
    videos.fields.add(new SelectField({ name: 'tile', maxSelect: 1, values: ['helicopter', 'balloon', 'demo'] }))
    app.save(videos)

    const partners = app.findCollectionByNameOrId('partners')
    partners.fields.add(new TextField({ name: 'logo_alt_en', max: 300 }))
    partners.fields.add(new TextField({ name: 'logo_alt_nl', max: 300 }))
    app.save(partners)
  },
  (app) => {
    const posts = app.findCollectionByNameOrId('blog_posts')
    posts.removeIndex('idx_blog_posts_slug')
    for (const name of ['slug', 'body_en', 'body_nl', 'image_alt_en', 'image_alt_nl']) posts.fields.removeByName(name)
    posts.fields.getByName('title_en').required = true
    posts.fields.getByName('title_nl').required = true
    app.save(posts)

    const videos = app.findCollectionByNameOrId('videos')
    videos.fields.removeByName('tile')
    app.save(videos)

    const partners = app.findCollectionByNameOrId('partners')
    partners.fields.removeByName('logo_alt_en')
    partners.fields.removeByName('logo_alt_nl')
    app.save(partners)
  },
)
