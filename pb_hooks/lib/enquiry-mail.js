// E-mail for a stored enquiry: a notification to the company and a
// confirmation to the customer, each sent at most once. A failure is recorded
// on the enquiry and retried by the cron job with a growing delay.
const MAX_BACKOFF_MINUTES = 60
// While one process sends, the record is leased so the cron job cannot send the same mail too.
const LEASE_MINUTES = 5

const { staffMailText, customerMailText } = require(`${__hooks}/lib/generated/enquiries.js`)
const { siteDetail } = require(`${__hooks}/lib/site-facts.js`)
const { sender } = require(`${__hooks}/lib/smtp.js`)

function env(name, fallback) {
  const value = String($os.getenv(name) || '').trim()
  return value === '' ? fallback : value
}

/** The stored enquiry as the mail texts read it (a JSON field is read as its text, then parsed). */
function storedEnquiry(record) {
  let additionalData
  try {
    additionalData = JSON.parse(record.getString('additional_data') || '{}') || {}
  } catch {
    additionalData = {}
  }
  return {
    id: record.id,
    name: record.getString('name'),
    email: record.getString('email'),
    phone: record.getString('phone'),
    service: record.getString('service'),
    message: record.getString('message'),
    formType: record.getString('form_type'),
    locale: record.getString('locale') === 'nl' ? 'nl' : 'en',
    additionalData,
  }
}

function staffMessage(app, record) {
  const enquiry = storedEnquiry(record)
  const { subject, text } = staffMailText(enquiry, env('STAFF_MAIL_LOCALE', 'en') === 'nl' ? 'nl' : 'en')
  return new MailerMessage({
    from: sender(app),
    to: [{ address: env('COMPANY_EMAIL', 'info@parapro.test') }],
    subject,
    text,
    headers: { 'Reply-To': enquiry.email },
  })
}

function customerMessage(app, record) {
  const enquiry = storedEnquiry(record)
  const phone = siteDetail(app, 'phone')
  const { subject, text } = customerMailText(enquiry, app.settings().meta.appName, phone)
  // the address only: the name is typed text, and nobody has confirmed this address (decision 036)
  return new MailerMessage({ from: sender(app), to: [{ address: enquiry.email }], subject, text })
}

function backoffMinutes(attempts) {
  return Math.min(Math.pow(2, Math.max(attempts - 1, 0)), MAX_BACKOFF_MINUTES)
}

function minutesFromNow(minutes) {
  return new Date(Date.now() + minutes * 60000).toISOString()
}

/**
 * Sends whichever of the two mails is not yet sent; saves the outcome.
 * `leased`: the caller already set mail_next_attempt_at ahead (a new enquiry).
 */
function deliverEnquiryMail(app, record, options) {
  const pending = [
    ['staff_mail', staffMessage],
    ['customer_mail', customerMessage],
  ].filter(([field]) => record.get(field) === 'pending' || record.get(field) === 'failed')
  if (pending.length === 0) return
  if (!options || !options.leased) {
    record.set('mail_next_attempt_at', minutesFromNow(LEASE_MINUTES))
    app.save(record)
  }
  let lastError = ''
  pending.forEach(([field, build]) => {
    try {
      app.newMailClient().send(build(app, record))
      record.set(field, 'sent')
      app.save(record) // saved per mail, so a later failure cannot cause a resend of this one
    } catch (error) {
      record.set(field, 'failed')
      lastError = String(error).slice(0, 1000)
    }
  })
  if (lastError) {
    const attempts = (record.get('mail_attempts') || 0) + 1
    record.set('mail_attempts', attempts)
    record.set('mail_last_error', lastError)
    record.set('mail_next_attempt_at', minutesFromNow(backoffMinutes(attempts)))
    app.save(record)
  }
}

/** Cron: retries the mail of enquiries whose next attempt is due. */
function retryPendingMail(app) {
  const due = app.findRecordsByFilter(
    'enquiries',
    "(staff_mail = 'pending' || staff_mail = 'failed' || customer_mail = 'pending' || customer_mail = 'failed') && mail_next_attempt_at <= @now",
    'created',
    200,
    0,
  )
  due.forEach((record) => deliverEnquiryMail(app, record))
}

module.exports = { deliverEnquiryMail, retryPendingMail, backoffMinutes, LEASE_MINUTES }
