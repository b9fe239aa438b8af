// Mails to a member of staff about their own account: the link that sets up a second factor, and
// the notice that sign-in is paused after wrong codes. In STAFF_MAIL_LOCALE, like every staff mail.
const staff = require(`${__hooks}/lib/generated/staff.js`)
const { sender } = require(`${__hooks}/lib/smtp.js`)

function contextOf(app, record) {
  const locale = String($os.getenv('STAFF_MAIL_LOCALE') || '').trim() === 'nl' ? 'nl' : 'en'
  return { name: record.getString('name'), appName: app.settings().meta.appName, locale }
}

/** Sends a staff mail; false when the mail server refused it (the caller decides what that means). */
function send(app, record, mailText) {
  try {
    app.newMailClient().send(
      new MailerMessage({
        from: sender(app),
        to: [{ address: record.email() }],
        subject: mailText.subject,
        text: mailText.text,
      }),
    )
    return true
  } catch (error) {
    app.logger().warn('staff mail failed', 'staff', record.id, 'error', String(error))
    return false
  }
}

function sendEnrolmentLink(app, record, link) {
  return send(app, record, staff.enrolmentLinkMailText(contextOf(app, record), link))
}

function sendAccountLocked(app, record, lockedUntilMilliseconds) {
  return send(app, record, staff.accountLockedMailText(contextOf(app, record), new Date(lockedUntilMilliseconds)))
}

module.exports = { sendEnrolmentLink, sendAccountLocked }
