/**
 * A newsletter mail that fails (the confirmation, the guide) is retried by the cron job in
 * pb_hooks/newsletter.pb.js with the enquiries' growing delay: how many attempts failed, and when
 * the next is due.
 */
migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId('newsletter_subscribers')
    collection.fields.add(new NumberField({ name: 'mail_attempts', min: 0, onlyInt: true }))
    collection.fields.add(new DateField({ name: 'mail_next_attempt_at' }))
    app.save(collection)
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('newsletter_subscribers')
    collection.fields.removeByName('mail_attempts')
    collection.fields.removeByName('mail_next_attempt_at')
    app.save(collection)
  },
)
