// The transcript of a closed conversation: one mail to the customer in their language and a copy to
// staff, each sent at most once. The close is stored first; a failed mail is recorded on the
// conversation and retried by the cron job with a growing delay (as the enquiry mails).
const chat = require(`${__hooks}/lib/generated/chat.js`)
const { backoffMinutes, LEASE_MINUTES } = require(`${__hooks}/lib/enquiry-mail.js`)
const { storedTime } = require(`${__hooks}/lib/public-write.js`)
const { siteFacts } = require(`${__hooks}/lib/site-facts.js`)

// A conversation nobody closed (the tab was closed) is closed by the server after this long.
const IDLE_CLOSE_MINUTES = 30

function env(name, fallback) {
  const value = String($os.getenv(name) || '').trim()
  return value === '' ? fallback : value
}

function sender(app) {
  const meta = app.settings().meta
  return { address: meta.senderAddress, name: meta.senderName || meta.appName }
}

function origin(app) {
  return String(app.settings().meta.appURL || '').replace(/\/+$/, '')
}

function isoOf(storedDate) {
  return String(storedDate).replace(' ', 'T')
}

function storedConversation(record) {
  return {
    id: record.id,
    customerName: record.getString('customer_name'),
    customerEmail: record.getString('customer_email'),
    locale: record.getString('locale') === 'nl' ? 'nl' : 'en',
    startPage: record.getString('start_page'),
    startedAt: isoOf(record.getString('created')),
    closedAt: isoOf(record.getString('closed_at')),
    closedBy: record.getString('closed_by') || 'manual',
  }
}

function storedMessages(app, conversationId) {
  return app.findRecordsByFilter('chat_messages', 'conversation = {:id}', 'created', 500, 0, { id: conversationId }).map((record) => {
    let sources
    try {
      sources = JSON.parse(record.getString('sources') || '[]') || []
    } catch {
      sources = []
    }
    return {
      role: record.getString('role') === 'user' ? 'user' : 'assistant',
      content: record.getString('content'),
      sources,
      createdAt: isoOf(record.getString('created')),
      unanswered: record.getBool('unanswered'),
    }
  })
}

function customerMessage(app, conversation, messages) {
  const { subject, text } = chat.customerTranscriptText(conversation, messages, app.settings().meta.appName, origin(app), siteFacts(app))
  return new MailerMessage({
    from: sender(app),
    to: [{ address: conversation.customerEmail, name: conversation.customerName }],
    subject,
    text,
    headers: { 'Reply-To': env('COMPANY_EMAIL', 'info@parapro.test') },
  })
}

function staffMessage(app, conversation, messages) {
  const { subject, text } = chat.staffTranscriptText(conversation, messages, env('STAFF_MAIL_LOCALE', 'en') === 'nl' ? 'nl' : 'en', origin(app))
  return new MailerMessage({
    from: sender(app),
    to: [{ address: env('COMPANY_EMAIL', 'info@parapro.test') }],
    subject,
    text,
    headers: { 'Reply-To': conversation.customerEmail },
  })
}

function minutesFromNow(minutes) {
  return new Date(Date.now() + minutes * 60000).toISOString()
}

/**
 * Marks an open conversation closed, once: an UPDATE that only an open conversation passes, so two
 * close calls at the same moment cannot both send the transcript. "claimed", "closed" (already) or "missing".
 */
function claimClose(app, id, closedBy) {
  const now = storedTime(Date.now())
  const result = app
    .db()
    .newQuery(
      "UPDATE chat_conversations SET status = 'closed', closed_by = {:closedBy}, closed_at = {:now}, updated = {:now}, " +
        "customer_mail = 'pending', staff_mail = 'pending', mail_next_attempt_at = {:lease} WHERE id = {:id} AND status = 'open'",
    )
    .bind({ id, closedBy, now, lease: storedTime(Date.now() + LEASE_MINUTES * 60000) })
    .execute()
  if (result.rowsAffected() > 0) return 'claimed'
  try {
    app.findRecordById('chat_conversations', id)
    return 'closed'
  } catch {
    return 'missing'
  }
}

/**
 * Sends whichever transcript mail is not yet sent and saves the outcome per mail.
 * `leased`: the caller already set mail_next_attempt_at ahead (a conversation just closed).
 */
function deliverTranscript(app, record, options) {
  const pending = [
    ['customer_mail', customerMessage],
    ['staff_mail', staffMessage],
  ].filter(([field]) => record.getString(field) !== 'sent')
  if (pending.length === 0) return
  if (!options || !options.leased) {
    record.set('mail_next_attempt_at', minutesFromNow(LEASE_MINUTES))
    app.save(record)
  }
  const conversation = storedConversation(record)
  const messages = storedMessages(app, record.id)
  let lastError = ''
  pending.forEach(([field, build]) => {
    try {
      app.newMailClient().send(build(app, conversation, messages))
      record.set(field, 'sent')
      app.save(record) // saved per mail, so a later failure cannot cause a resend of this one
    } catch (error) {
      record.set(field, 'failed')
      lastError = String(error).slice(0, 1000)
    }
  })
  if (lastError) {
    const attempts = (record.getInt('mail_attempts') || 0) + 1
    record.set('mail_attempts', attempts)
    record.set('mail_last_error', lastError)
    record.set('mail_next_attempt_at', minutesFromNow(backoffMinutes(attempts)))
    app.save(record)
  }
}

/** Cron: retries the transcripts of closed conversations whose next attempt is due. */
function retryPendingTranscripts(app) {
  const due = app.findRecordsByFilter(
    'chat_conversations',
    "status = 'closed' && (customer_mail = 'pending' || customer_mail = 'failed' || staff_mail = 'pending' || staff_mail = 'failed') && mail_next_attempt_at <= @now",
    'created',
    100,
    0,
  )
  due.forEach((record) => deliverTranscript(app, record))
}

/** Cron: closes conversations idle for longer than the widget's own auto-close, and sends their transcripts. */
function closeIdleConversations(app) {
  const idle = app.findRecordsByFilter('chat_conversations', "status = 'open' && last_activity_at < {:before}", 'last_activity_at', 100, 0, {
    before: storedTime(Date.now() - IDLE_CLOSE_MINUTES * 60000),
  })
  idle.forEach((record) => {
    if (claimClose(app, record.id, 'expired') === 'claimed') deliverTranscript(app, app.findRecordById('chat_conversations', record.id), { leased: true })
  })
}

module.exports = { claimClose, deliverTranscript, retryPendingTranscripts, closeIdleConversations, IDLE_CLOSE_MINUTES }
