/**
 * The chat assistant's conversations and messages (decision 027). Visitors never use the
 * collection API: the routes POST /api/site/chat and /api/site/chat/close (pb_hooks/chat.pb.js)
 * create and close conversations, and a conversation's id (32 random characters) is the only key
 * to it. No list, view or write rules: until staff sign-in is in place only superusers read them.
 *
 * A conversation keeps the customer's details, the page it started on, how it ended and the state
 * of its two transcript mails (stored first, sent on close, retried like the enquiry mails). A user
 * message the assistant could not answer is marked `unanswered`, for staff to pick up (`handled`).
 */
migrate(
  (app) => {
    const mailState = ['not_due', 'pending', 'sent', 'failed']
    const conversations = new Collection({
      type: 'base',
      name: 'chat_conversations',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          name: 'id',
          type: 'text',
          primaryKey: true,
          required: true,
          system: true,
          min: 32,
          max: 32,
          pattern: '^[a-z0-9]+$',
          autogeneratePattern: '[a-z0-9]{32}',
        },
        { name: 'customer_name', type: 'text', max: 50, presentable: true },
        { name: 'customer_email', type: 'email', required: true },
        { name: 'locale', type: 'select', required: true, maxSelect: 1, values: ['en', 'nl'] },
        { name: 'start_page', type: 'text', max: 300 },
        { name: 'status', type: 'select', required: true, maxSelect: 1, values: ['open', 'closed'] },
        { name: 'closed_by', type: 'select', maxSelect: 1, values: ['manual', 'auto', 'expired'] },
        { name: 'closed_at', type: 'date' },
        { name: 'last_activity_at', type: 'date', required: true },
        { name: 'message_count', type: 'number', min: 0, onlyInt: true },
        { name: 'unanswered_count', type: 'number', min: 0, onlyInt: true },
        { name: 'client_hash', type: 'text', max: 64, hidden: true },
        { name: 'customer_mail', type: 'select', required: true, maxSelect: 1, values: mailState },
        { name: 'staff_mail', type: 'select', required: true, maxSelect: 1, values: mailState },
        { name: 'mail_attempts', type: 'number', min: 0, onlyInt: true },
        { name: 'mail_last_error', type: 'text', max: 1000 },
        { name: 'mail_next_attempt_at', type: 'date' },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX `idx_chat_conversations_open` ON `chat_conversations` (`status`, `last_activity_at`)',
        'CREATE INDEX `idx_chat_conversations_mail` ON `chat_conversations` (`customer_mail`, `staff_mail`, `mail_next_attempt_at`)',
        'CREATE INDEX `idx_chat_conversations_client` ON `chat_conversations` (`client_hash`, `created`)',
        'CREATE INDEX `idx_chat_conversations_created` ON `chat_conversations` (`created`)',
      ],
    })
    app.save(conversations)

    const messages = new Collection({
      type: 'base',
      name: 'chat_messages',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'conversation', type: 'relation', required: true, maxSelect: 1, collectionId: conversations.id, cascadeDelete: true },
        { name: 'role', type: 'select', required: true, maxSelect: 1, values: ['user', 'assistant'] },
        { name: 'content', type: 'text', required: true, max: 6000 },
        { name: 'locale', type: 'select', required: true, maxSelect: 1, values: ['en', 'nl'] },
        { name: 'sources', type: 'json', maxSize: 20000 },
        { name: 'handoff', type: 'bool' },
        { name: 'kind', type: 'select', maxSelect: 1, values: ['intent', 'passage', 'unknown', 'off-topic', 'abuse', 'model'] },
        { name: 'intents', type: 'text', max: 200 },
        { name: 'model_note', type: 'text', max: 200 },
        { name: 'unanswered', type: 'bool' },
        { name: 'handled', type: 'bool' },
        { name: 'client_hash', type: 'text', max: 64, hidden: true },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
      ],
      indexes: [
        'CREATE INDEX `idx_chat_messages_conversation` ON `chat_messages` (`conversation`, `created`)',
        'CREATE INDEX `idx_chat_messages_client` ON `chat_messages` (`client_hash`, `created`)',
        'CREATE INDEX `idx_chat_messages_unanswered` ON `chat_messages` (`unanswered`, `handled`, `created`)',
      ],
    })
    app.save(messages)

    // PocketBase's own limiter in front of the routes' per-visitor limits: a guard against floods
    // of requests the routes refuse before counting them (bad JSON, oversized bodies).
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => rule.label !== 'POST /api/site/chat' && rule.label !== 'POST /api/site/chat/close')
      .concat([
        { label: 'POST /api/site/chat', audience: '', duration: 60, maxRequests: 40 },
        { label: 'POST /api/site/chat/close', audience: '', duration: 60, maxRequests: 20 },
      ])
    app.save(settings)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('chat_messages'))
    app.delete(app.findCollectionByNameOrId('chat_conversations'))
    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => rule.label !== 'POST /api/site/chat' && rule.label !== 'POST /api/site/chat/close')
    app.save(settings)
  },
)
