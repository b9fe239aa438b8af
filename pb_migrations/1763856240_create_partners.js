/**
 * `partners`: the organisations the company works with (product §3 "Partner").
 * Partners without a name in the spec are described by kind ("A Dutch
 * premier-league football club") until an admin enters a name. The logo is an
 * uploaded image or an emoji of at most 4 characters. Public read of
 * published partners; no public writes.
 */
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'partners',
      listRule: 'published = true',
      viewRule: 'published = true',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'name', type: 'text', required: true, max: 120, presentable: true },
        // what kind of organisation, e.g. "Football club" / "Voetbalclub"
        { name: 'kind_en', type: 'text', max: 120 },
        { name: 'kind_nl', type: 'text', max: 120 },
        { name: 'industry_en', type: 'text', max: 120 },
        { name: 'industry_nl', type: 'text', max: 120 },
        { name: 'description_en', type: 'text', max: 1000 },
        { name: 'description_nl', type: 'text', max: 1000 },
        {
          name: 'logo',
          type: 'file',
          maxSelect: 1,
          maxSize: 2 * 1024 * 1024,
          mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
          thumbs: ['160x160', '320x0'],
          protected: false,
        },
        // product §9: an emoji logo is a string of 4 characters or fewer
        { name: 'logo_emoji', type: 'text', max: 4 },
        { name: 'url', type: 'url' },
        { name: 'sort_order', type: 'number', onlyInt: true },
        { name: 'published', type: 'bool' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_partners_sort_order` ON `partners` (`sort_order`)',
      ],
    })

    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('partners'))
  },
)
