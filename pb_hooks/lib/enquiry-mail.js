// E-mail for a stored enquiry: a notification to the company and a
// confirmation to the customer, each sent at most once. A failure is recorded
// on the enquiry and retried by the cron job with a growing delay.
const MAX_BACKOFF_MINUTES = 60
// While one process sends, the record is leased so the cron job cannot send the same mail too.
const LEASE_MINUTES = 5

const FORM_LABELS = {
  contact: { en: 'General enquiry', nl: 'Algemene vraag' },
  demo: { en: 'Demonstration request', nl: 'Aanvraag demonstratie' },
  tandem: { en: 'Tandem jump request', nl: 'Aanvraag tandemsprong' },
  corporate: { en: 'Corporate event request', nl: 'Aanvraag bedrijfsevenement' },
}

function env(name, fallback) {
  const value = String($os.getenv(name) || '').trim()
  return value === '' ? fallback : value
}

function sender(app) {
  const meta = app.settings().meta
  return { address: meta.senderAddress, name: meta.senderName || meta.appName }
}

function fieldLines(record) {
  const lines = [
    `Form: ${record.get('form_type')}`,
    `Name: ${record.get('name')}`,
    `E-mail: ${record.get('email')}`,
    `Phone: ${record.get('phone') || '-'}`,
    `Service: ${record.get('service')}`,
    `Language: ${record.get('locale')}`,
    `Message:\n${record.get('message') || '-'}`,
  ]
  const additional = JSON.parse(JSON.stringify(record.get('additional_data') || {}))
  Object.keys(additional).forEach((key) => lines.push(`${key}: ${additional[key]}`))
  lines.push(`Reference: ${record.id}`)
  return lines
}

function staffMessage(app, record) {
  const label = FORM_LABELS[record.get('form_type')] || FORM_LABELS.contact
  return new MailerMessage({
    from: sender(app),
    to: [{ address: env('COMPANY_EMAIL', 'info@parapro.test') }],
    subject: `${label.en}: ${record.get('name')}`,
    text: fieldLines(record).join('\n'),
    headers: { 'Reply-To': record.get('email') },
  })
}

function customerMessage(app, record) {
  const nl = record.get('locale') === 'nl'
  const name = record.get('name')
  const appName = app.settings().meta.appName
  const subject = nl ? `Wij hebben uw aanvraag ontvangen - ${appName}` : `We have received your enquiry - ${appName}`
  const text = nl
    ? `Beste ${name},\n\nBedankt voor uw aanvraag. Wij reageren binnen 24 uur met een antwoord of offerte.\n\nUw referentie: ${record.id}\n\nMet vriendelijke groet,\n${appName}`
    : `Dear ${name},\n\nThank you for your enquiry. We will reply with an answer or a quote within 24 hours.\n\nYour reference: ${record.id}\n\nKind regards,\n${appName}`
  return new MailerMessage({ from: sender(app), to: [{ address: record.get('email'), name }], subject, text })
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
  ].filter(([field]) => record.get(field) !== 'sent')
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
    "(staff_mail != 'sent' || customer_mail != 'sent') && mail_next_attempt_at <= @now",
    'created',
    200,
    0,
  )
  due.forEach((record) => deliverEnquiryMail(app, record))
}

module.exports = { deliverEnquiryMail, retryPendingMail, backoffMinutes, LEASE_MINUTES }
