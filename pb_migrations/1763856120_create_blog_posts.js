/**
 * `blog_posts`: the bilingual blog (product §3 "Blog post"). Anyone may read
 * published posts; nobody writes through the public API (null rules):
 * staff writes go through the admin routes added in a later issue.
 */
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'blog_posts',
      listRule: 'published = true',
      viewRule: 'published = true',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'title_nl', type: 'text', required: true, max: 200, presentable: true },
        { name: 'title_en', type: 'text', required: true, max: 200, presentable: true },
        { name: 'excerpt_nl', type: 'text', max: 1000 },
        { name: 'excerpt_en', type: 'text', max: 1000 },
        { name: 'category_nl', type: 'text', max: 100 },
        { name: 'category_en', type: 'text', max: 100 },
        // JSON arrays of strings, e.g. ["tandem", "weather"]
        { name: 'tags_nl', type: 'json', maxSize: 4096 },
        { name: 'tags_en', type: 'json', maxSize: 4096 },
        { name: 'read_time_minutes', type: 'number', min: 1, max: 240, onlyInt: true },
        { name: 'published', type: 'bool' },
        { name: 'published_at', type: 'date' },
        {
          name: 'image',
          type: 'file',
          maxSelect: 1,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
          thumbs: ['640x360', '1280x720'],
          protected: false,
        },
        // an external image, used when no file is uploaded
        { name: 'image_url', type: 'url' },
        { name: 'featured', type: 'bool' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_blog_posts_published_at` ON `blog_posts` (`published_at`)',
      ],
    })

    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('blog_posts'))
  },
)
