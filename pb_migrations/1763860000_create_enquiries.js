/**
 * `enquiries`: every contact request, stored before any e-mail is sent
 * (docs/product.md §5.4). Nobody creates records through the collection API:
 * the public route POST /api/site/enquiries (pb_hooks/enquiries.pb.js) checks
 * every rule again and sets the server fields itself. Staff read and update.
 */
const STAFF = "@request.auth.collectionName = 'staff'"

migrate(
  (app) => {
    const mailState = ['pending', 'sent', 'failed']
    const collection = new Collection({
      type: 'base',
      name: 'enquiries',
      listRule: STAFF,
      viewRule: STAFF,
      createRule: null,
      updateRule: STAFF,
      deleteRule: null,
      fields: [
        { name: 'name', type: 'text', required: true, max: 50, presentable: true },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', max: 15 },
        { name: 'service', type: 'text', required: true, max: 50 },
        { name: 'message', type: 'text', max: 1000 },
        { name: 'form_type', type: 'select', required: true, maxSelect: 1, values: ['contact', 'demo', 'tandem', 'corporate'] },
        { name: 'additional_data', type: 'json', maxSize: 20000 },
        { name: 'locale', type: 'select', required: true, maxSelect: 1, values: ['en', 'nl'] },
        { name: 'idempotency_key', type: 'text', required: true, min: 16, max: 64 },
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: ['new', 'in_progress', 'answered', 'closed'] },
        { name: 'staff_mail', type: 'select', required: true, maxSelect: 1, values: mailState },
        { name: 'customer_mail', type: 'select', required: true, maxSelect: 1, values: mailState },
        { name: 'mail_attempts', type: 'number', min: 0, onlyInt: true },
        { name: 'mail_last_error', type: 'text', max: 1000 },
        { name: 'mail_next_attempt_at', type: 'date' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_enquiries_idempotency_key` ON `enquiries` (`idempotency_key`)',
        'CREATE INDEX `idx_enquiries_mail_retry` ON `enquiries` (`staff_mail`, `customer_mail`, `mail_next_attempt_at`)',
        'CREATE INDEX `idx_enquiries_created` ON `enquiries` (`created`)',
      ],
    })
    app.save(collection)

    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== 'POST /api/site/enquiries')
      .concat([{ label: 'POST /api/site/enquiries', audience: '', duration: 60, maxRequests: 5 }])
    app.save(settings)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('enquiries'))
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== 'POST /api/site/enquiries')
    app.save(settings)
  },
)
