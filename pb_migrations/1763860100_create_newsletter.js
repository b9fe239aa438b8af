/**
 * `newsletter_subscribers`: double opt-in sign-ups for the free guide
 * (docs/product.md §5.5). Written only by the public routes in
 * pb_hooks/newsletter.pb.js; staff can read the list.
 */
const STAFF = "@request.auth.collectionName = 'staff'"

migrate(
  (app) => {
    const mailState = ['pending', 'sent', 'failed']
    const collection = new Collection({
      type: 'base',
      name: 'newsletter_subscribers',
      listRule: STAFF,
      viewRule: STAFF,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'name', type: 'text', max: 30, presentable: true },
        { name: 'email', type: 'email', required: true },
        { name: 'locale', type: 'select', required: true, maxSelect: 1, values: ['en', 'nl'] },
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: ['pending', 'confirmed', 'unsubscribed'] },
        // random, secret: the confirm and unsubscribe links carry it
        { name: 'token', type: 'text', required: true, min: 32, max: 64, hidden: true },
        { name: 'confirm_mail', type: 'select', maxSelect: 1, values: mailState },
        { name: 'guide_mail', type: 'select', maxSelect: 1, values: mailState },
        { name: 'confirm_sent_at', type: 'date' },
        { name: 'confirmed_at', type: 'date' },
        { name: 'unsubscribed_at', type: 'date' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_newsletter_email` ON `newsletter_subscribers` (`email`)',
        'CREATE UNIQUE INDEX `idx_newsletter_token` ON `newsletter_subscribers` (`token`)',
      ],
    })
    app.save(collection)

    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== 'POST /api/site/newsletter')
      .concat([{ label: 'POST /api/site/newsletter', audience: '', duration: 60, maxRequests: 5 }])
    app.save(settings)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('newsletter_subscribers'))
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== 'POST /api/site/newsletter')
    app.save(settings)
  },
)
