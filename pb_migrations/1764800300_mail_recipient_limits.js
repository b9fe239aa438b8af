/**
 * No relay through the company's sender (pb_hooks/lib/recipient-quota.js):
 *
 * - `mail_recipient_days`: how many mails the visitors' forms made the site send to an address
 *   (its SHA-256) on a day; only the hooks and superusers read it.
 * - a mail over the day's limit is not sent and says so: `limited` in the mail state of an
 *   enquiry's confirmation, a chat's transcript offer and a newsletter confirmation.
 * - a chat's transcript reaches the visitor only after they press the button behind the link in
 *   the offer: `transcript_token` (the link's secret) and `transcript_mail` (not_due until then).
 */
function setSelectValues(app, collectionName, fieldName, values) {
  const collection = app.findCollectionByNameOrId(collectionName)
  collection.fields.getByName(fieldName).values = values
  app.save(collection)
}

migrate(
  (app) => {
    app.save(
      new Collection({
        type: 'base',
        name: 'mail_recipient_days',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          { name: 'address_hash', type: 'text', required: true, max: 64 },
          { name: 'day', type: 'text', required: true, max: 10 },
          { name: 'count', type: 'number', min: 0, onlyInt: true },
        ],
        indexes: ['CREATE UNIQUE INDEX `idx_mail_recipient_days` ON `mail_recipient_days` (`address_hash`, `day`)'],
      }),
    )
    setSelectValues(app, 'enquiries', 'customer_mail', ['pending', 'sent', 'failed', 'limited'])
    setSelectValues(app, 'newsletter_subscribers', 'confirm_mail', ['pending', 'sent', 'failed', 'limited'])
    setSelectValues(app, 'chat_conversations', 'customer_mail', ['not_due', 'pending', 'sent', 'failed', 'limited'])
    const chats = app.findCollectionByNameOrId('chat_conversations')
    chats.fields.add(new TextField({ name: 'transcript_token', max: 64, hidden: true }))
    chats.fields.add(new SelectField({ name: 'transcript_mail', maxSelect: 1, values: ['not_due', 'pending', 'sent', 'failed'] }))
    chats.indexes.push('CREATE INDEX `idx_chat_conversations_transcript_token` ON `chat_conversations` (`transcript_token`)')
    app.save(chats)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('mail_recipient_days'))
    setSelectValues(app, 'enquiries', 'customer_mail', ['pending', 'sent', 'failed'])
    setSelectValues(app, 'newsletter_subscribers', 'confirm_mail', ['pending', 'sent', 'failed'])
    setSelectValues(app, 'chat_conversations', 'customer_mail', ['not_due', 'pending', 'sent', 'failed'])
    const chats = app.findCollectionByNameOrId('chat_conversations')
    chats.indexes = chats.indexes.filter((index) => index.indexOf('idx_chat_conversations_transcript_token') === -1)
    chats.fields.removeByName('transcript_token')
    chats.fields.removeByName('transcript_mail')
    app.save(chats)
  },
)
