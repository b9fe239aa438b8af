// POST /api/site/enquiries: validate, store, then e-mail. The enquiry is saved
// before any mail is attempted, and a repeated idempotency key answers with
// the first result instead of storing a second record.
const { validateEnquiry, ADDITIONAL_TEXT_FIELDS } = require(`${__hooks}/lib/enquiry-rules.js`)
const { messageFor } = require(`${__hooks}/lib/enquiry-messages.js`)
const { deliverEnquiryMail, LEASE_MINUTES } = require(`${__hooks}/lib/enquiry-mail.js`)

const MAX_BODY_BYTES = 64 * 1024
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

function fail(e, status, code, locale, fieldErrors) {
  const errors = {}
  Object.keys(fieldErrors || {}).forEach((field) => {
    errors[field] = { code: fieldErrors[field], message: messageFor(fieldErrors[field], locale) }
  })
  return e.json(status, { code, message: messageFor(Object.values(fieldErrors || {})[0] || code, locale), errors })
}

function localeOf(body) {
  return body && body.locale === 'nl' ? 'nl' : 'en'
}

/** Only the fields a visitor may send; status and mail state are the server's. */
function enquiryFields(body) {
  const additional = {}
  const source = body.additionalData && typeof body.additionalData === 'object' ? body.additionalData : {}
  ADDITIONAL_TEXT_FIELDS.concat(['attendees', 'weight']).forEach((field) => {
    if (source[field] !== undefined && source[field] !== null && String(source[field]).trim() !== '') {
      additional[field] = String(source[field]).trim()
    }
  })
  return {
    name: String(body.name).trim(),
    email: String(body.email).trim(),
    phone: body.phone ? String(body.phone).trim() : '',
    service: String(body.service).trim(),
    message: body.message ? String(body.message).trim() : '',
    form_type: body.formType,
    additional_data: additional,
    locale: localeOf(body),
    idempotency_key: body.idempotencyKey,
  }
}

function findByKey(app, key) {
  try {
    return app.findFirstRecordByData('enquiries', 'idempotency_key', key)
  } catch {
    return null // no enquiry with this key yet
  }
}

function accepted(e, status, record, duplicate) {
  return e.json(status, { id: record.id, received: true, duplicate })
}

function createEnquiry(e) {
  const contentType = String(e.request.header.get('Content-Type') || '')
  if (contentType.toLowerCase().indexOf('application/json') !== 0) {
    return fail(e, 415, 'request.unsupportedType', 'en')
  }
  if (e.request.contentLength > MAX_BODY_BYTES) return fail(e, 413, 'request.tooLarge', 'en')

  const body = e.requestInfo().body || {}
  const locale = localeOf(body)
  const errors = validateEnquiry(body)
  if (Object.keys(errors).length > 0) return fail(e, 400, 'validation_failed', locale, errors)
  if (typeof body.idempotencyKey !== 'string' || !KEY_PATTERN.test(body.idempotencyKey)) {
    return fail(e, 400, 'idempotency.invalid', locale)
  }

  const existing = findByKey(e.app, body.idempotencyKey)
  if (existing) return accepted(e, 200, existing, true)

  const record = new Record(e.app.findCollectionByNameOrId('enquiries'))
  record.load(enquiryFields(body))
  // The lease keeps the retry job away while this request sends the mail itself.
  record.load({
    status: 'new',
    staff_mail: 'pending',
    customer_mail: 'pending',
    mail_attempts: 0,
    mail_next_attempt_at: new Date(Date.now() + LEASE_MINUTES * 60000).toISOString(),
  })
  try {
    e.app.save(record)
  } catch (error) {
    // Two requests with one key at the same moment: the unique index lets one through.
    const winner = findByKey(e.app, body.idempotencyKey)
    if (winner) return accepted(e, 200, winner, true)
    throw error
  }

  deliverEnquiryMail(e.app, record, { leased: true })
  return accepted(e, 201, record, false)
}

module.exports = { createEnquiry }
