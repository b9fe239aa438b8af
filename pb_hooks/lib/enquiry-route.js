// POST /api/site/enquiries: check, store, then e-mail. The rules and texts are the form's own
// (src/features/enquiries, bundled into lib/generated/enquiries.js). The enquiry is saved before any
// mail is attempted; a repeated idempotency key answers with the first result when the content is
// the same and 409 when it is not.
const enquiries = require(`${__hooks}/lib/generated/enquiries.js`)
const { readJsonObject, refuse, localeOf, clientHash, tooManyRequests, storedTime, millisecondsOf } = require(`${__hooks}/lib/public-write.js`)
const { deliverEnquiryMail, LEASE_MINUTES } = require(`${__hooks}/lib/enquiry-mail.js`)
const { takeMailSlot } = require(`${__hooks}/lib/recipient-quota.js`)

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/
// PocketBase's field names, and the code a visitor reads when storage refuses one of them.
const STORAGE_FIELD_CODES = {
  name: ['name', 'name.tooLong'],
  email: ['email', 'email.invalid'],
  phone: ['phone', 'phone.invalid'],
  service: ['service', 'service.invalid'],
  message: ['message', 'message.tooLong'],
  additional_data: ['additionalData', 'additionalData.invalid'],
}

function reject(e, status, code, locale, fieldErrors) {
  return e.json(status, enquiries.rejectionBody(code, locale, fieldErrors))
}

/** The stored content in a fixed key order: a replay must send exactly this to count as the same. */
function fingerprint(enquiry, locale) {
  const canonical = (value) =>
    value && typeof value === 'object'
      ? Object.keys(value)
          .sort()
          .reduce((sorted, key) => {
            if (value[key] !== undefined) sorted[key] = canonical(value[key])
            return sorted
          }, {})
      : value
  return $security.sha256(JSON.stringify(canonical({ enquiry, locale })))
}

function findByKey(app, key) {
  try {
    return app.findFirstRecordByData('enquiries', 'idempotency_key', key)
  } catch {
    return null // no enquiry with this key yet
  }
}

function answerReplay(e, existing, contentHash, locale) {
  if (existing.getString('content_hash') !== contentHash) return reject(e, 409, 'idempotency.conflict', locale)
  return e.json(200, { id: existing.id, received: true, duplicate: true })
}

/** Seconds until this client may send another enquiry of this form type, or 0 when it may now. */
function waitSeconds(app, client, formType) {
  const windowMs = enquiries.submissionWindowSeconds * 1000
  const now = Date.now()
  const recent = app.findRecordsByFilter(
    'enquiries',
    'client_hash = {:client} && form_type = {:formType} && created > {:since}',
    'created',
    enquiries.submissionLimit,
    0,
    { client, formType, since: storedTime(now - windowMs) },
  )
  if (recent.length < enquiries.submissionLimit) return 0
  return (millisecondsOf(recent[0].getString('created')) + windowMs - now) / 1000
}

/** PocketBase's own field checks, should one still refuse what the rules accepted, in the form's codes. */
function storageFieldErrors(error) {
  const text = String(error)
  const fieldErrors = {}
  Object.keys(STORAGE_FIELD_CODES).forEach((field) => {
    if (new RegExp(`\\b${field}: `).test(text)) fieldErrors[STORAGE_FIELD_CODES[field][0]] = STORAGE_FIELD_CODES[field][1]
  })
  return fieldErrors
}

function createEnquiry(e) {
  const read = readJsonObject(e)
  if (read.refusal) return refuse(e, read.refusal, enquiries.rejectionBody)
  const body = read.body
  const locale = localeOf(body)

  const parsed = enquiries.parseEnquiry(body)
  if (!parsed.ok) return reject(e, 400, 'validation_failed', locale, parsed.errors)
  if (typeof body.idempotencyKey !== 'string' || !KEY_PATTERN.test(body.idempotencyKey)) {
    return reject(e, 400, 'idempotency.invalid', locale)
  }

  const enquiry = parsed.enquiry
  const contentHash = fingerprint(enquiry, locale)
  const existing = findByKey(e.app, body.idempotencyKey)
  if (existing) return answerReplay(e, existing, contentHash, locale)

  const client = clientHash(e)
  const wait = waitSeconds(e.app, client, enquiry.formType)
  if (wait > 0) return tooManyRequests(e, enquiries.rejectionBody, locale, wait)

  const record = new Record(e.app.findCollectionByNameOrId('enquiries'))
  record.load({
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    service: enquiry.service,
    message: enquiry.message,
    form_type: enquiry.formType,
    additional_data: enquiry.additionalData || {},
    locale,
    idempotency_key: body.idempotencyKey,
    content_hash: contentHash,
    client_hash: client,
    status: 'new',
    staff_mail: 'pending',
    customer_mail: 'pending',
    mail_attempts: 0,
    // The lease keeps the retry job away while this request sends the mail itself.
    mail_next_attempt_at: new Date(Date.now() + LEASE_MINUTES * 60000).toISOString(),
  })
  try {
    e.app.save(record)
  } catch (error) {
    // Two requests with one key at the same moment: the unique index lets one through.
    const winner = findByKey(e.app, body.idempotencyKey)
    if (winner) return answerReplay(e, winner, contentHash, locale)
    e.app.logger().warn('An enquiry the rules accepted was refused by storage', 'error', String(error))
    const fieldErrors = storageFieldErrors(error)
    if (Object.keys(fieldErrors).length === 0) return reject(e, 400, 'request.failed', locale)
    return reject(e, 400, 'validation_failed', locale, fieldErrors)
  }

  // Stored first; then the confirmation counts against the address's mails of the day.
  if (!takeMailSlot(e.app, enquiry.email)) {
    record.set('customer_mail', 'limited')
    e.app.save(record)
  }
  deliverEnquiryMail(e.app, record, { leased: true })
  return e.json(201, { id: record.id, received: true, duplicate: false })
}

module.exports = { createEnquiry }
