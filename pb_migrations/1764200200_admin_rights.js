/**
 * Rights on every collection, decided by the server: only an admin (a staff account whose e-mail is
 * in ADMIN_EMAILS, copied into `is_admin` by the hooks) who has a confirmed TOTP second factor
 * reads personal data (enquiries, newsletter sign-ups) or writes anything. The public site keeps
 * reading what it shows: published posts, reviews and partners, videos and expedition photos.
 * A token carries no claim about the second factor: the rules read `totp_enabled` from the staff
 * record on every request, and enrolling or resetting the factor renews the record's token key.
 *
 * Staff change only an enquiry's status and its new `internal_notes`; the hooks refuse a change to
 * any other field (pb_hooks/staff-audit.pb.js), so what the customer sent and the mail state stay
 * as they were.
 */
const ADMIN_WITH_FACTOR = "@request.auth.collectionName = 'staff' && @request.auth.is_admin = true && @request.auth.totp_enabled = true"
const publishedOrAdmin = `published = true || (${ADMIN_WITH_FACTOR})`

const RULES = {
  enquiries: { listRule: ADMIN_WITH_FACTOR, viewRule: ADMIN_WITH_FACTOR, createRule: null, updateRule: ADMIN_WITH_FACTOR, deleteRule: ADMIN_WITH_FACTOR },
  newsletter_subscribers: { listRule: ADMIN_WITH_FACTOR, viewRule: ADMIN_WITH_FACTOR, createRule: null, updateRule: null, deleteRule: ADMIN_WITH_FACTOR },
  blog_posts: { listRule: publishedOrAdmin, viewRule: publishedOrAdmin, createRule: ADMIN_WITH_FACTOR, updateRule: ADMIN_WITH_FACTOR, deleteRule: ADMIN_WITH_FACTOR },
  reviews: { listRule: publishedOrAdmin, viewRule: publishedOrAdmin, createRule: ADMIN_WITH_FACTOR, updateRule: ADMIN_WITH_FACTOR, deleteRule: ADMIN_WITH_FACTOR },
  partners: { listRule: publishedOrAdmin, viewRule: publishedOrAdmin, createRule: ADMIN_WITH_FACTOR, updateRule: ADMIN_WITH_FACTOR, deleteRule: ADMIN_WITH_FACTOR },
  videos: { listRule: '', viewRule: '', createRule: ADMIN_WITH_FACTOR, updateRule: ADMIN_WITH_FACTOR, deleteRule: ADMIN_WITH_FACTOR },
  expedition_photos: { listRule: '', viewRule: '', createRule: ADMIN_WITH_FACTOR, updateRule: ADMIN_WITH_FACTOR, deleteRule: ADMIN_WITH_FACTOR },
}

// What the collections had before, for the down migration.
const STAFF = "@request.auth.collectionName = 'staff'"
const PREVIOUS = {
  enquiries: { listRule: STAFF, viewRule: STAFF, createRule: null, updateRule: STAFF, deleteRule: null },
  newsletter_subscribers: { listRule: STAFF, viewRule: STAFF, createRule: null, updateRule: null, deleteRule: null },
  blog_posts: { listRule: 'published = true', viewRule: 'published = true', createRule: null, updateRule: null, deleteRule: null },
  reviews: { listRule: 'published = true', viewRule: 'published = true', createRule: null, updateRule: null, deleteRule: null },
  partners: { listRule: 'published = true', viewRule: 'published = true', createRule: null, updateRule: null, deleteRule: null },
  videos: { listRule: '', viewRule: '', createRule: null, updateRule: null, deleteRule: null },
  expedition_photos: { listRule: '', viewRule: '', createRule: null, updateRule: null, deleteRule: null },
}

function applyRules(app, rulesByCollection) {
  for (const name of Object.keys(rulesByCollection)) {
    const collection = app.findCollectionByNameOrId(name)
    const rules = rulesByCollection[name]
    for (const key of Object.keys(rules)) collection[key] = rules[key]
    app.save(collection)
  }
}

migrate(
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries')
    enquiries.fields.add(new TextField({ name: 'internal_notes', max: 5000 }))
    app.save(enquiries)
    applyRules(app, RULES)
  },
  (app) => {
    applyRules(app, PREVIOUS)
    const enquiries = app.findCollectionByNameOrId('enquiries')
    enquiries.fields.removeByName('internal_notes')
    app.save(enquiries)
  },
)
