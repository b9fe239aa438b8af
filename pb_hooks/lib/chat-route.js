// POST /api/site/chat and /api/site/chat/close. The rules, the answer engine and the texts are the
// widget's own (src/features/chat, bundled into lib/generated/chat.js); this file only does what
// needs PocketBase: records, the per-visitor limits, the model call and the mails.
const chat = require(`${__hooks}/lib/generated/chat.js`)
const { readJsonObject, refuse, localeOf, clientHash, tooManyRequests, storedTime, millisecondsOf } = require(`${__hooks}/lib/public-write.js`)
const { modelSettings } = require(`${__hooks}/lib/chat-model.js`)

// Once per JS engine: the knowledge files written at build time, read on a language's first retrieval.
chat.useKnowledgeLoader((locale) => require(`${__hooks}/lib/generated/chat-knowledge-${locale}.json`))
// "Can we jump tomorrow?" is answered from the weather dashboard's verdict (loaded on the first such question).
chat.useWeatherOutlook((slug, date, locale) => require(`${__hooks}/lib/weather-outlook.js`).dayOutlook($app, slug, date, locale))
// The business details staff keep in the settings record, read for every message so a change shows at once.
chat.useBusinessDetails(() => require(`${__hooks}/lib/site-facts.js`).siteFacts($app))

function reject(e, status, code, locale, fieldErrors) {
  return e.json(status, chat.rejectionBody(code, locale, fieldErrors))
}

/** Seconds until the visitor may send again under a limit of `limit` records per `windowSeconds`, or 0. */
function waitSeconds(app, collection, filter, params, limit, windowSeconds) {
  const windowMs = windowSeconds * 1000
  const now = Date.now()
  const recent = app.findRecordsByFilter(collection, `${filter} && created > {:since}`, '-created', limit, 0, Object.assign({ since: storedTime(now - windowMs) }, params))
  if (recent.length < limit) return 0
  return (millisecondsOf(recent[recent.length - 1].getString('created')) + windowMs - now) / 1000
}

function openConversation(app, id) {
  try {
    const conversation = app.findRecordById('chat_conversations', id)
    return conversation.getString('status') === 'open' ? conversation : null
  } catch {
    return null // no conversation with this id
  }
}

function newMessage(collection, conversationId, fields) {
  const record = new Record(collection)
  record.load(Object.assign({ conversation: conversationId }, fields))
  return record
}

/** Saves the conversation (new or updated) and both messages together. */
function store(app, conversation, question, outcome, client) {
  const reply = outcome.reply
  const unanswered = reply.kind === 'unknown'
  app.runInTransaction((txApp) => {
    conversation.set('locale', reply.locale)
    conversation.set('last_activity_at', new Date().toISOString())
    conversation.set('message_count', (conversation.getInt('message_count') || 0) + 2)
    if (unanswered) conversation.set('unanswered_count', (conversation.getInt('unanswered_count') || 0) + 1)
    txApp.save(conversation)
    const messages = txApp.findCollectionByNameOrId('chat_messages')
    txApp.save(newMessage(messages, conversation.id, { role: 'user', content: question, locale: reply.locale, unanswered, handled: false, client_hash: client }))
    txApp.save(
      newMessage(messages, conversation.id, {
        role: 'assistant',
        content: reply.response,
        locale: reply.locale,
        sources: reply.sources,
        handoff: reply.handoff,
        kind: reply.kind,
        intents: reply.intents.join(','),
        model_note: outcome.note.slice(0, 200),
      }),
    )
  })
}

function startConversation(app, details, page, locale, client) {
  const conversation = new Record(app.findCollectionByNameOrId('chat_conversations'))
  conversation.load({
    customer_name: details.customerName,
    customer_email: details.customerEmail,
    locale,
    start_page: page,
    status: 'open',
    last_activity_at: new Date().toISOString(),
    message_count: 0,
    unanswered_count: 0,
    client_hash: client,
    customer_mail: 'not_due',
    staff_mail: 'not_due',
    mail_attempts: 0,
  })
  return conversation
}

function answerChat(e) {
  const read = readJsonObject(e)
  if (read.refusal) return refuse(e, read.refusal, chat.rejectionBody)
  const locale = localeOf(read.body)
  const parsed = chat.parseChatRequest(read.body)
  if (!parsed.ok) return reject(e, parsed.code === 'chat.ended' ? 404 : 400, parsed.code, locale, parsed.errors)
  const request = parsed.request

  const client = clientHash(e)
  const wait = waitSeconds(e.app, 'chat_messages', "client_hash = {:client} && role = 'user'", { client }, chat.visitorMessageLimit, chat.visitorMessageWindowSeconds)
  if (wait > 0) return tooManyRequests(e, chat.rejectionBody, locale, wait)

  let conversation
  if (request.conversationId) {
    conversation = openConversation(e.app, request.conversationId)
    if (!conversation) return reject(e, 404, 'chat.ended', locale)
  } else {
    const conversationWait = waitSeconds(e.app, 'chat_conversations', 'client_hash = {:client}', { client }, chat.visitorConversationLimit, chat.visitorConversationWindowSeconds)
    if (conversationWait > 0) return tooManyRequests(e, chat.rejectionBody, locale, conversationWait)
    conversation = startConversation(e.app, request.details, request.page, locale, client)
  }

  let outcome
  try {
    outcome = chat.replyTo(request.message, locale, modelSettings())
  } catch (error) {
    e.app.logger().error('The chat could not answer', 'error', String(error))
    return reject(e, 500, 'chat.failed', locale)
  }
  store(e.app, conversation, request.message, outcome, client)
  const reply = outcome.reply
  return e.json(200, { response: reply.response, conversationId: conversation.id, sources: reply.sources, handoff: reply.handoff, locale: reply.locale })
}

const CONVERSATION_ID = /^[a-z0-9]{32}$/

function closeChat(e) {
  const read = readJsonObject(e)
  if (read.refusal) return refuse(e, read.refusal, chat.rejectionBody)
  const locale = localeOf(read.body)
  const id = read.body.conversationId
  if (typeof id !== 'string' || !CONVERSATION_ID.test(id)) return reject(e, 404, 'chat.ended', locale)
  const closedBy = read.body.isAutoClose === true ? 'auto' : 'manual'
  // Loaded here, not above: a message never needs the mail code (and what it loads) in its engine.
  const { claimClose, deliverTranscript } = require(`${__hooks}/lib/chat-mail.js`)
  const claimed = claimClose(e.app, id, closedBy)
  if (claimed === 'missing') return reject(e, 404, 'chat.ended', locale)
  if (claimed === 'claimed') deliverTranscript(e.app, e.app.findRecordById('chat_conversations', id), { leased: true })
  return e.json(200, { closed: true })
}

module.exports = { answerChat, closeChat }
