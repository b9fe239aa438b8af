// The two newsletter mails: the confirmation (double opt-in) and, once confirmed, the free guide.
// Both carry an unsubscribe link and the List-Unsubscribe headers; the texts are the site's own
// (src/features/newsletter/server, bundled into lib/generated/newsletter.js).
const { confirmationMailText, guideMailText } = require(`${__hooks}/lib/generated/newsletter.js`)

function links(app, record) {
  const base = app.settings().meta.appURL.replace(/\/+$/, '')
  const token = encodeURIComponent(record.getString('token'))
  return {
    confirm: `${base}/api/site/newsletter/confirm?token=${token}`,
    unsubscribe: `${base}/api/site/newsletter/unsubscribe?token=${token}`,
  }
}

function message(app, record, textFor) {
  const meta = app.settings().meta
  const mailLinks = links(app, record)
  const subscriber = { name: record.getString('name'), locale: record.getString('locale') === 'nl' ? 'nl' : 'en' }
  const { subject, text } = textFor(subscriber, mailLinks, meta.appName)
  return new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName || meta.appName },
    to: [{ address: record.getString('email') }],
    subject,
    text,
    headers: { 'List-Unsubscribe': `<${mailLinks.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}

const confirmationMessage = (app, record) => message(app, record, confirmationMailText)
const guideMessage = (app, record) => message(app, record, guideMailText)

/** Sends one mail and records the outcome in `field`; a failure never undoes the sign-up. */
function sendAndRecord(app, record, field, build) {
  try {
    app.newMailClient().send(build(app, record))
    record.set(field, 'sent')
  } catch (error) {
    record.set(field, 'failed')
    app.logger().warn('newsletter mail failed', 'field', field, 'error', String(error))
  }
  app.save(record)
}

module.exports = { confirmationMessage, guideMessage, sendAndRecord }
