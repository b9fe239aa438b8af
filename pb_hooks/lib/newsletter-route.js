// Newsletter routes. Signing up twice is harmless: the answer is the same, and
// a pending address only gets a new confirmation mail after a pause.
const newsletter = require(`${__hooks}/lib/generated/newsletter.js`)
const { readJsonObject, refuse, localeOf } = require(`${__hooks}/lib/public-write.js`)
const { confirmationMessage, guideMessage, sendAndRecord } = require(`${__hooks}/lib/newsletter-mail.js`)
const { takeMailSlot } = require(`${__hooks}/lib/recipient-quota.js`)

const RESEND_AFTER_MS = 5 * 60 * 1000
const TOKEN_PATTERN = /^[A-Za-z0-9]{32,64}$/

function findBy(app, field, value) {
  try {
    return app.findFirstRecordByData('newsletter_subscribers', field, value)
  } catch {
    return null
  }
}

function subscribe(e) {
  const read = readJsonObject(e)
  if (read.refusal) return refuse(e, read.refusal, newsletter.rejectionBody)
  const locale = localeOf(read.body)
  const parsed = newsletter.parseSignUp(read.body)
  if (!parsed.ok) return e.json(400, newsletter.rejectionBody('validation_failed', locale, parsed.errors))

  const { name, email } = parsed.signUp
  let record = findBy(e.app, 'email', email)
  if (record && record.get('status') === 'confirmed') return e.json(200, { ok: true })
  const recentlySent = record && Date.now() - new Date(String(record.get('confirm_sent_at'))).getTime() < RESEND_AFTER_MS
  if (record && record.get('status') === 'pending' && recentlySent) return e.json(200, { ok: true })

  if (!record) record = new Record(e.app.findCollectionByNameOrId('newsletter_subscribers'))
  record.load({
    name,
    email,
    locale,
    status: 'pending',
    token: $security.randomString(40),
    confirm_mail: 'pending',
    confirm_sent_at: new Date().toISOString(),
  })
  try {
    e.app.save(record)
  } catch (error) {
    e.app.logger().warn('A sign-up the rules accepted was refused by storage', 'error', String(error))
    return e.json(400, newsletter.rejectionBody('request.failed', locale))
  }
  // Stored first; the confirmation counts against the address's mails of the day.
  if (takeMailSlot(e.app, email)) {
    sendAndRecord(e.app, record, 'confirm_mail', confirmationMessage)
  } else {
    record.set('confirm_mail', 'limited')
    e.app.save(record)
  }
  return e.json(200, { ok: true })
}

function localePrefix(locale) {
  return locale === 'nl' ? '/nl' : ''
}

function pagePath(locale, page) {
  return `${localePrefix(locale)}/newsletter/${page}`
}

function recordFromToken(e) {
  const token = String(e.request.url.query().get('token') || '')
  return TOKEN_PATTERN.test(token) ? findBy(e.app, 'token', token) : null
}

/**
 * GET or HEAD of a mailed link changes nothing (mail scanners and link previews open links): it
 * shows the page whose button confirms or unsubscribes. Links in mails sent before those pages
 * existed arrive here.
 */
function showPage(action) {
  return (e) => {
    const record = recordFromToken(e)
    if (!record) return e.redirect(303, pagePath('en', 'invalid-link'))
    return e.redirect(303, `${pagePath(record.get('locale'), action)}?token=${encodeURIComponent(record.get('token'))}`)
  }
}

/** Confirms once and sends the guide; the page to show after it. */
function confirmSubscription(e) {
  const record = recordFromToken(e)
  if (!record || record.get('status') === 'unsubscribed') return pagePath(record ? record.get('locale') : 'en', 'invalid-link')
  if (record.get('status') !== 'confirmed') {
    record.load({ status: 'confirmed', confirmed_at: new Date().toISOString(), guide_mail: 'pending' })
    e.app.save(record)
    sendAndRecord(e.app, record, 'guide_mail', guideMessage)
  }
  return pagePath(record.get('locale'), 'confirmed')
}

/** Unsubscribes (again, harmlessly); the page to show after it, or null for an unknown token. */
function cancelSubscription(e) {
  const record = recordFromToken(e)
  if (!record) return null
  if (record.get('status') !== 'unsubscribed') {
    record.load({ status: 'unsubscribed', unsubscribed_at: new Date().toISOString() })
    e.app.save(record)
  }
  return pagePath(record.get('locale'), 'unsubscribed')
}

/** POST from the confirmation page's button (a plain form, so it works before any script runs). */
function confirmFromPage(e) {
  return e.redirect(303, confirmSubscription(e))
}

/** POST from the unsubscribe page's button. */
function unsubscribeFromPage(e) {
  return e.redirect(303, cancelSubscription(e) || pagePath('en', 'invalid-link'))
}

/** RFC 8058 one-click unsubscribe: a mail client posts to the List-Unsubscribe address; no redirect. */
function unsubscribeOneClick(e) {
  const page = cancelSubscription(e)
  return page ? e.json(200, { ok: true }) : e.json(404, { code: 'link.invalid' })
}

module.exports = {
  subscribe,
  confirmFromPage,
  unsubscribeFromPage,
  unsubscribeOneClick,
  showConfirmPage: showPage('confirm'),
  showUnsubscribePage: showPage('unsubscribe'),
}
