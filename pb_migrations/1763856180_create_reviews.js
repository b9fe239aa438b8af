/**
 * `reviews`: customer reviews (product §3 "Review"), bilingual. The aggregate
 * rating shown on the site is computed from the published records (see
 * docs/product.md §10.3), never hard-coded. Public read of published reviews;
 * no public writes.
 */
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'reviews',
      listRule: 'published = true',
      viewRule: 'published = true',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        // first name and initial only, e.g. "Sanne V."
        { name: 'author', type: 'text', required: true, max: 100, presentable: true },
        { name: 'rating', type: 'number', required: true, min: 1, max: 5, onlyInt: true },
        { name: 'body_en', type: 'text', max: 2000 },
        { name: 'body_nl', type: 'text', max: 2000 },
        { name: 'date_published', type: 'date' },
        // where the review was given, e.g. "Google" (optional)
        { name: 'source', type: 'text', max: 100 },
        { name: 'published', type: 'bool' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_reviews_date_published` ON `reviews` (`date_published`)',
      ],
    })

    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('reviews'))
  },
)
