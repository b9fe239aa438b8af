/**
 * `expedition_photos`: photos of the historic Greenland expedition for the
 * carousel in the home page's services section (product §3 "Expedition photo").
 * The carousel shows up to 10, by sort_order then age, and falls back to a
 * static illustration when there are none.
 *
 * Anyone may list and view; nobody writes through the public API (null rules:
 * superusers only), like blog_posts and partners. Staff uploads come with the
 * admin media screen, behind MFA.
 */
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'expedition_photos',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'image',
          type: 'file',
          required: true,
          maxSelect: 1,
          maxSize: 10 * 1024 * 1024,
          mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
          // 16:9 crops for the carousel's srcset
          thumbs: ['640x360', '1280x720'],
          protected: false,
        },
        // what the photo shows, for screen readers, in both languages
        { name: 'alt_en', type: 'text', required: true, max: 300, presentable: true },
        { name: 'alt_nl', type: 'text', required: true, max: 300 },
        { name: 'sort_order', type: 'number', onlyInt: true },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE INDEX `idx_expedition_photos_sort_order` ON `expedition_photos` (`sort_order`)'],
    })

    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('expedition_photos'))
  },
)
