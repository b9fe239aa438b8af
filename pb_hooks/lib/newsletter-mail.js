// The two newsletter mails: the confirmation (double opt-in) and, once confirmed, the free guide.
// Their links open pages whose button makes the change (a mail scanner that opens a link changes
// nothing); the List-Unsubscribe header names the route a mail client posts to (RFC 8058). The texts
// are the site's own (src/features/newsletter/server, bundled into lib/generated/newsletter.js). A
// mail that fails is retried by the cron job with the enquiries' growing delay.
const { confirmationMailText, guideMailText } = require(`${__hooks}/lib/generated/newsletter.js`)
const { backoffMinutes } = require(`${__hooks}/lib/enquiry-mail.js`)
const { sender } = require(`${__hooks}/lib/smtp.js`)

function links(app, record) {
  const base = app.settings().meta.appURL.replace(/\/+$/, '')
  const pages = `${base}${record.getString('locale') === 'nl' ? '/nl' : ''}/newsletter`
  const token = encodeURIComponent(record.getString('token'))
  return {
    confirm: `${pages}/confirm?token=${token}`,
    unsubscribe: `${pages}/unsubscribe?token=${token}`,
    oneClick: `${base}/api/site/newsletter/unsubscribe?token=${token}`,
  }
}

function message(app, record, textFor) {
  const meta = app.settings().meta
  const mailLinks = links(app, record)
  const subscriber = { name: record.getString('name'), locale: record.getString('locale') === 'nl' ? 'nl' : 'en' }
  const { subject, text } = textFor(subscriber, mailLinks, meta.appName)
  return new MailerMessage({
    from: sender(app),
    to: [{ address: record.getString('email') }],
    subject,
    text,
    headers: { 'List-Unsubscribe': `<${mailLinks.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}

const confirmationMessage = (app, record) => message(app, record, confirmationMailText)
const guideMessage = (app, record) => message(app, record, guideMailText)

/** Sends one mail and records the outcome in `field`; a failure never undoes the sign-up, it is retried. */
function sendAndRecord(app, record, field, build) {
  try {
    app.newMailClient().send(build(app, record))
    record.set(field, 'sent')
    record.set('mail_attempts', 0)
    record.set('mail_next_attempt_at', '')
  } catch (error) {
    const attempts = (record.getInt('mail_attempts') || 0) + 1
    record.set(field, 'failed')
    record.set('mail_attempts', attempts)
    record.set('mail_next_attempt_at', new Date(Date.now() + backoffMinutes(attempts) * 60000).toISOString())
    app.logger().warn('newsletter mail failed', 'field', field, 'error', String(error))
  }
  app.save(record)
}

/** Cron: the failed confirmation of a pending sign-up, the failed guide of a confirmed one, when due. */
function retryFailedMail(app) {
  const due = app.findRecordsByFilter(
    'newsletter_subscribers',
    "((status = 'pending' && confirm_mail = 'failed') || (status = 'confirmed' && guide_mail = 'failed')) && mail_next_attempt_at <= @now",
    'created',
    200,
    0,
  )
  due.forEach((record) => {
    if (record.getString('status') === 'pending') sendAndRecord(app, record, 'confirm_mail', confirmationMessage)
    else sendAndRecord(app, record, 'guide_mail', guideMessage)
  })
}

module.exports = { confirmationMessage, guideMessage, sendAndRecord, retryFailedMail }
