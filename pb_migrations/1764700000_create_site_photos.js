/**
 * `site_photos`: the photos staff put in the site's photo slots (decision 034): the home hero (which
 * may also take a short looping video), the service and experience cards, and the founder and team
 * on /about. One record per slot (`slot`, unique; the hooks keep it to the slots the site has,
 * src/lib/media/photo-slots.ts). Until a slot has one, the site shows the slot's artwork.
 *
 * Anyone may list and view (the photos are on public pages); only an admin with a confirmed second
 * factor writes, like the other content collections (1764200200_admin_rights.js).
 */
const ADMIN_WITH_FACTOR = "@request.auth.collectionName = 'staff' && @request.auth.is_admin = true && @request.auth.totp_enabled = true"

migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'site_photos',
      listRule: '',
      viewRule: '',
      createRule: ADMIN_WITH_FACTOR,
      updateRule: ADMIN_WITH_FACTOR,
      deleteRule: ADMIN_WITH_FACTOR,
      fields: [
        { name: 'slot', type: 'text', required: true, max: 40, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', presentable: true },
        {
          name: 'image',
          type: 'file',
          required: true,
          maxSelect: 1,
          maxSize: 15 * 1024 * 1024,
          mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
          protected: false,
        },
        // what the photo shows, for screen readers, in both languages
        { name: 'alt_en', type: 'text', required: true, max: 300 },
        { name: 'alt_nl', type: 'text', required: true, max: 300 },
        {
          name: 'video',
          type: 'file',
          required: false,
          maxSelect: 1,
          maxSize: 20 * 1024 * 1024,
          mimeTypes: ['video/mp4', 'video/webm'],
          protected: false,
        },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX `idx_site_photos_slot` ON `site_photos` (`slot`)'],
    })

    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('site_photos'))
  },
)
