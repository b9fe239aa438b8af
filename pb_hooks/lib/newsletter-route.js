// Newsletter routes. Signing up twice is harmless: the answer is the same, and
// a pending address only gets a new confirmation mail after a pause.
const { NAME_PATTERN, EMAIL_PATTERN, isFlagged } = require(`${__hooks}/lib/enquiry-rules.js`)
const { confirmationMessage, guideMessage, sendAndRecord } = require(`${__hooks}/lib/newsletter-mail.js`)

const RESEND_AFTER_MS = 5 * 60 * 1000
const TOKEN_PATTERN = /^[A-Za-z0-9]{32,64}$/
const MESSAGES = {
  'name.invalid': { en: 'Please enter your name (2 to 30 letters)', nl: 'Vul uw naam in (2 tot 30 letters)' },
  'email.invalid': { en: 'Please enter a valid email address', nl: 'Vul een geldig e-mailadres in' },
  'security.rejected': {
    en: 'Form validation failed. Please check your input.',
    nl: 'Het formulier kon niet worden gecontroleerd. Controleer uw invoer.',
  },
  'request.unsupportedType': { en: 'Something went wrong. Please try again.', nl: 'Er ging iets mis. Probeer het opnieuw.' },
}

function text(code, locale) {
  return MESSAGES[code][locale === 'nl' ? 'nl' : 'en']
}

function validate(body) {
  const name = String(body.name || '').trim()
  const email = String(body.email || '').trim().toLowerCase()
  if (isFlagged(name) || isFlagged(email)) return { form: 'security.rejected' }
  const errors = {}
  if (name.length < 2 || name.length > 30 || !NAME_PATTERN.test(name)) errors.name = 'name.invalid'
  if (!EMAIL_PATTERN.test(email) || email.length > 100) errors.email = 'email.invalid'
  return errors
}

function findBy(app, field, value) {
  try {
    return app.findFirstRecordByData('newsletter_subscribers', field, value)
  } catch {
    return null
  }
}

function subscribe(e) {
  if (String(e.request.header.get('Content-Type') || '').toLowerCase().indexOf('application/json') !== 0) {
    return e.json(415, { code: 'request.unsupportedType', message: text('request.unsupportedType', 'en') })
  }
  const body = e.requestInfo().body || {}
  const locale = body.locale === 'nl' ? 'nl' : 'en'
  const errors = validate(body)
  const codes = Object.keys(errors)
  if (codes.length > 0) {
    const fieldErrors = {}
    codes.forEach((field) => (fieldErrors[field] = { code: errors[field], message: text(errors[field], locale) }))
    return e.json(400, { code: 'validation_failed', message: text(errors[codes[0]], locale), errors: fieldErrors })
  }

  const email = String(body.email).trim().toLowerCase()
  let record = findBy(e.app, 'email', email)
  if (record && record.get('status') === 'confirmed') return e.json(200, { ok: true })
  const recentlySent = record && Date.now() - new Date(String(record.get('confirm_sent_at'))).getTime() < RESEND_AFTER_MS
  if (record && record.get('status') === 'pending' && recentlySent) return e.json(200, { ok: true })

  if (!record) record = new Record(e.app.findCollectionByNameOrId('newsletter_subscribers'))
  record.load({
    name: String(body.name).trim(),
    email,
    locale,
    status: 'pending',
    token: $security.randomString(40),
    confirm_mail: 'pending',
    confirm_sent_at: new Date().toISOString(),
  })
  e.app.save(record)
  sendAndRecord(e.app, record, 'confirm_mail', confirmationMessage)
  return e.json(200, { ok: true })
}

function pagePath(locale, page) {
  return `${locale === 'nl' ? '/nl' : ''}/newsletter/${page}`
}

function recordFromToken(e) {
  const token = String(e.request.url.query().get('token') || '')
  return TOKEN_PATTERN.test(token) ? findBy(e.app, 'token', token) : null
}

function confirm(e) {
  const record = recordFromToken(e)
  if (!record || record.get('status') === 'unsubscribed') return e.redirect(303, pagePath('en', 'invalid-link'))
  if (record.get('status') !== 'confirmed') {
    record.load({ status: 'confirmed', confirmed_at: new Date().toISOString(), guide_mail: 'pending' })
    e.app.save(record)
    sendAndRecord(e.app, record, 'guide_mail', guideMessage)
  }
  return e.redirect(303, pagePath(record.get('locale'), 'confirmed'))
}

function unsubscribe(e) {
  const record = recordFromToken(e)
  if (!record) return e.redirect(303, pagePath('en', 'invalid-link'))
  if (record.get('status') !== 'unsubscribed') {
    record.load({ status: 'unsubscribed', unsubscribed_at: new Date().toISOString() })
    e.app.save(record)
  }
  if (e.request.method === 'POST') return e.json(200, { ok: true })
  return e.redirect(303, pagePath(record.get('locale'), 'unsubscribed'))
}

module.exports = { subscribe, confirm, unsubscribe }
