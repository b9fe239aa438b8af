/**
 * Staff read the chat assistant's conversations and messages on /chat-management, with the rule of
 * every other collection of personal data: an admin (ADMIN_EMAILS) with a confirmed second factor.
 * Through the API they change one thing: whether a conversation, or a question the assistant could
 * not answer, is handled. The hooks refuse any other change and write who marked it and when
 * (`handled_by`, `handled_at`; pb_hooks/lib/staff-audit.js), and the audit log keeps the change.
 * Nobody creates or deletes a conversation or a message through the API: the chat routes write
 * them (decision 027).
 */
const ADMIN_WITH_FACTOR = "@request.auth.collectionName = 'staff' && @request.auth.is_admin = true && @request.auth.totp_enabled = true"
const STAFF_RULES = { listRule: ADMIN_WITH_FACTOR, viewRule: ADMIN_WITH_FACTOR, createRule: null, updateRule: ADMIN_WITH_FACTOR, deleteRule: null }
const SUPERUSERS_ONLY = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null }

function applyRules(collection, rules) {
  for (const key of Object.keys(rules)) collection[key] = rules[key]
}

migrate(
  (app) => {
    const conversations = app.findCollectionByNameOrId('chat_conversations')
    conversations.fields.add(new BoolField({ name: 'handled' }))
    conversations.fields.add(new TextField({ name: 'handled_by', max: 254 }))
    conversations.fields.add(new DateField({ name: 'handled_at' }))
    conversations.indexes.push('CREATE INDEX `idx_chat_conversations_handled` ON `chat_conversations` (`handled`, `created`)')
    applyRules(conversations, STAFF_RULES)
    app.save(conversations)

    const messages = app.findCollectionByNameOrId('chat_messages')
    messages.fields.add(new TextField({ name: 'handled_by', max: 254 }))
    messages.fields.add(new DateField({ name: 'handled_at' }))
    applyRules(messages, STAFF_RULES)
    app.save(messages)
  },
  (app) => {
    const messages = app.findCollectionByNameOrId('chat_messages')
    messages.fields.removeByName('handled_by')
    messages.fields.removeByName('handled_at')
    applyRules(messages, SUPERUSERS_ONLY)
    app.save(messages)

    const conversations = app.findCollectionByNameOrId('chat_conversations')
    conversations.indexes = conversations.indexes.filter((index) => index.indexOf('idx_chat_conversations_handled') === -1)
    conversations.fields.removeByName('handled')
    conversations.fields.removeByName('handled_by')
    conversations.fields.removeByName('handled_at')
    applyRules(conversations, SUPERUSERS_ONLY)
    app.save(conversations)
  },
)
