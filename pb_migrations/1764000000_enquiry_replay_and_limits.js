/**
 * Enquiries remember a fingerprint of their content (a replayed idempotency key with other content
 * is answered 409) and a one-way key of the client's address (the limit of 5 enquiries a minute
 * per form type). The extra details may take their JSON escaping: 10 texts of 500 characters, each
 * character up to 6 bytes once escaped. PocketBase's own limit on the route becomes a flood guard
 * above the per-form-type limit, so it also catches floods of invalid requests.
 */
migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('enquiries')
    collection.fields.add(new TextField({ name: 'content_hash', max: 64, hidden: true }))
    collection.fields.add(new TextField({ name: 'client_hash', max: 64, hidden: true }))
    collection.fields.getByName('additional_data').maxSize = 64 * 1024
    collection.indexes.push('CREATE INDEX `idx_enquiries_client_window` ON `enquiries` (`client_hash`, `form_type`, `created`)')
    app.save(collection)

    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== 'POST /api/site/enquiries')
      .concat([{ label: 'POST /api/site/enquiries', audience: '', duration: 60, maxRequests: 30 }])
    app.save(settings)
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('enquiries')
    collection.fields.removeByName('content_hash')
    collection.fields.removeByName('client_hash')
    collection.fields.getByName('additional_data').maxSize = 20000
    collection.indexes = collection.indexes.filter((index) => index.indexOf('idx_enquiries_client_window') === -1)
    app.save(collection)

    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== 'POST /api/site/enquiries')
      .concat([{ label: 'POST /api/site/enquiries', audience: '', duration: 60, maxRequests: 5 }])
    app.save(settings)
  },
)
