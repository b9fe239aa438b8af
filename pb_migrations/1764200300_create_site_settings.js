/**
 * `site_settings`: the business details staff edit on /admin/settings (contact details,
 * registrations, opening hours, social links, an optional "from" price per service). One record.
 * The served pages read it (server/facts.go, decision 025), so anyone may read it; only an admin
 * with a confirmed second factor changes it, and the hooks check every rule first
 * (pb_hooks/lib/staff-audit.js). Nobody creates or deletes it through the API.
 *
 * The record starts empty: a detail that is not set is not shown. With SEED_EXAMPLE_FACTS=true
 * (development and tests: scripts/start-env.mjs, tests/support/stack.ts) it starts with invented
 * example values instead; never set that in production.
 */
const ADMIN_WITH_FACTOR = "@request.auth.collectionName = 'staff' && @request.auth.is_admin = true && @request.auth.totp_enabled = true"

const EXAMPLE_VALUES = {
  phone: '+31 55 760 1980',
  whatsapp: '+31 55 760 1980',
  email: 'info@parapro-skydiving.nl',
  street: 'Vliegveldweg 12',
  postal_code: '7316 AA',
  locality: 'Apeldoorn',
  kvk: '08123456',
  vat: 'NL812345678B01',
  iban: 'NL91 ABNA 0417 1643 00',
  instagram_url: 'https://www.instagram.com/paraproskydiving',
  opening_hours: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' },
    { days: ['Sa'], opens: '10:00', closes: '16:00' },
  ],
  prices: {},
}

migrate(
  (app) => {
    const text = (name, max) => ({ name, type: 'text', max })
    const collection = new Collection({
      type: 'base',
      name: 'site_settings',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: ADMIN_WITH_FACTOR,
      deleteRule: null,
      fields: [
        text('phone', 30),
        text('whatsapp', 30),
        { name: 'email', type: 'email' },
        text('street', 120),
        text('postal_code', 10),
        text('locality', 80),
        text('kvk', 12),
        text('vat', 20),
        text('iban', 42),
        { name: 'instagram_url', type: 'url' },
        { name: 'facebook_url', type: 'url' },
        { name: 'linkedin_url', type: 'url' },
        { name: 'youtube_url', type: 'url' },
        { name: 'opening_hours', type: 'json', maxSize: 4096 },
        { name: 'prices', type: 'json', maxSize: 2048 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
    })
    app.save(collection)

    const record = new Record(collection)
    const seed = String($os.getenv('SEED_EXAMPLE_FACTS') || '').trim() === 'true'
    record.load(seed ? EXAMPLE_VALUES : { opening_hours: [], prices: {} })
    app.save(record)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('site_settings'))
  },
)
