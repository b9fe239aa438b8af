// The transcript of a closed conversation. Staff get a copy; the address the visitor typed gets an
// offer without a word of the conversation, whose link opens a page whose button sends the
// transcript there (nobody has confirmed that address; a chat must not send anyone else words from
// the company). Each mail is sent at most once; the close is stored first; a failed mail is
// recorded on the conversation and retried by the cron job with a growing delay (as the enquiry mails).
const chat = require(`${__hooks}/lib/generated/chat.js`)
const { backoffMinutes, LEASE_MINUTES } = require(`${__hooks}/lib/enquiry-mail.js`)
const { storedTime } = require(`${__hooks}/lib/public-write.js`)
const { siteFacts } = require(`${__hooks}/lib/site-facts.js`)
const { takeMailSlot } = require(`${__hooks}/lib/recipient-quota.js`)
const { sender } = require(`${__hooks}/lib/smtp.js`)

// A conversation nobody closed (the tab was closed) is closed by the server after this long.
const IDLE_CLOSE_MINUTES = 30

function env(name, fallback) {
  const value = String($os.getenv(name) || '').trim()
  return value === '' ? fallback : value
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

function transcriptLink(app, record) {
  return `${origin(app)}${record.getString('locale') === 'nl' ? '/nl' : ''}/chat/transcript?token=${encodeURIComponent(record.getString('transcript_token'))}`
}

function offerMessage(app, conversation, messages, record) {
  const { subject, text } = chat.transcriptOfferText(conversation, app.settings().meta.appName, transcriptLink(app, record))
  return new MailerMessage({ from: sender(app), to: [{ address: conversation.customerEmail }], subject, text })
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
        "customer_mail = 'pending', staff_mail = 'pending', transcript_mail = 'not_due', transcript_token = {:token}, " +
        'mail_next_attempt_at = {:lease} WHERE id = {:id} AND status = {:open}',
    )
    .bind({ id, closedBy, now, open: 'open', token: $security.randomString(40), lease: storedTime(Date.now() + LEASE_MINUTES * 60000) })
    .execute()
  if (result.rowsAffected() > 0) {
    // The offer counts against the address's mails of the day; over the limit it is not sent.
    const record = app.findRecordById('chat_conversations', id)
    if (!takeMailSlot(app, record.getString('customer_email'))) {
      record.set('customer_mail', 'limited')
      app.save(record)
    }
    return 'claimed'
  }
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
  const due = (field) => record.getString(field) === 'pending' || record.getString(field) === 'failed'
  const pending = [
    ['customer_mail', offerMessage],
    ['staff_mail', staffMessage],
    ['transcript_mail', customerMessage],
  ].filter(([field]) => due(field))
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
      app.newMailClient().send(build(app, conversation, messages, record))
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
    "status = 'closed' && (customer_mail = 'pending' || customer_mail = 'failed' || staff_mail = 'pending' || staff_mail = 'failed' || transcript_mail = 'pending' || transcript_mail = 'failed') && mail_next_attempt_at <= @now",
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

/**
 * POST /chat/transcript?token=… (and /nl/…): the button of the page the offer's link opens. Sends
 * the transcript to the address the offer reached, once, within transcriptLinkDays; then shows
 * the page that says so.
 */
function requestTranscript(e) {
  const token = String(e.request.url.query().get('token') || '')
  let record = null
  if (/^[A-Za-z0-9]{40}$/.test(token)) {
    try {
      record = e.app.findFirstRecordByData('chat_conversations', 'transcript_token', token)
    } catch {
      record = null
    }
  }
  const prefix = record && record.getString('locale') === 'nl' ? '/nl' : ''
  const closedAt = record ? new Date(isoOf(record.getString('closed_at'))).getTime() : 0
  if (!record || record.getString('status') !== 'closed' || Date.now() - closedAt > chat.chatTranscriptLinkDays * 86400000) {
    return e.redirect(303, `${prefix}/chat/transcript-invalid-link`)
  }
  // One statement decides between two presses at the same moment: only one sends.
  const asked = e.app
    .db()
    .newQuery("UPDATE chat_conversations SET transcript_mail = 'pending', mail_next_attempt_at = {:lease} WHERE id = {:id} AND (transcript_mail = 'not_due' OR transcript_mail = '')")
    .bind({ id: record.id, lease: storedTime(Date.now() + LEASE_MINUTES * 60000) })
    .execute()
  if (asked.rowsAffected() === 1) deliverTranscript(e.app, e.app.findRecordById('chat_conversations', record.id), { leased: true })
  return e.redirect(303, `${prefix}/chat/transcript-sent`)
}

module.exports = { claimClose, deliverTranscript, retryPendingTranscripts, closeIdleConversations, requestTranscript, IDLE_CLOSE_MINUTES }
