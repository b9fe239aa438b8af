/**
 * `videos`: the company's own video clips for the home page's media showcase
 * (product §3 "Video file in storage": name, created, updated and the file's
 * public URL, which is the record's file URL /api/files/videos/{id}/{file}).
 * The showcase matches a clip to its tile by name (helicopter; balloon, ballon,
 * luchtballon; demo), so staff name uploads accordingly.
 *
 * Anyone may list and view (the spec's bucket is public); nobody writes
 * through the public API (null rules: superusers only), like blog_posts and
 * partners. Staff uploads come with the admin video screen, behind MFA.
 */
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'videos',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'name', type: 'text', required: true, max: 120, presentable: true },
        {
          name: 'video',
          type: 'file',
          required: true,
          maxSelect: 1,
          // a showcase clip, not a film: 100 MB holds a few minutes of 1080p
          maxSize: 100 * 1024 * 1024,
          // MP4 and WebM play in every current browser
          mimeTypes: ['video/mp4', 'video/webm'],
          protected: false,
        },
        {
          name: 'poster',
          type: 'file',
          maxSelect: 1,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
          thumbs: ['640x360', '1280x720'],
          protected: false,
        },
        // shown on the tile; optional, since the browser only knows it after loading the clip
        { name: 'duration_seconds', type: 'number', min: 0, max: 36000 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX `idx_videos_created` ON `videos` (`created`)'],
    })

    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('videos'))
  },
)
