// The link that lets a member of staff set up a second factor: mailed to the account's address
// when someone signs in with its password and it has none, valid for enrolmentLinkMinutes, used
// once. Only its SHA-256 is stored, so a copy of the database holds no usable link.
const staff = require(`${__hooks}/lib/generated/staff.js`)
const mail = require(`${__hooks}/lib/staff-mail.js`)
const { storedTime, millisecondsOf } = require(`${__hooks}/lib/public-write.js`)

const TOKEN_LENGTH = 43

function hashOf(token) {
  return $security.sha256(`staff-enrolment:${token}`)
}

function looksLikeToken(token) {
  return typeof token === 'string' && token.length === TOKEN_LENGTH && /^[A-Za-z0-9]+$/.test(token)
}

/** True while the token is the account's live link. */
function linkIsValid(record, token) {
  if (!looksLikeToken(token)) return false
  const stored = record.getString('enrolment_token_hash')
  const expires = millisecondsOf(record.getString('enrolment_expires'))
  return stored !== '' && $security.equal(stored, hashOf(token)) && Date.now() < expires
}

/**
 * Mails a new link unless one went out moments ago (a double click, a second tab): each new link
 * replaces the one before. False when the mail server refused it.
 */
function mailLink(app, record) {
  const sent = millisecondsOf(record.getString('enrolment_sent'))
  if (sent && Date.now() - sent < staff.enrolmentLinkResendSeconds * 1000) return true
  const token = $security.randomString(TOKEN_LENGTH)
  const now = Date.now()
  record.set('enrolment_token_hash', hashOf(token))
  record.set('enrolment_expires', storedTime(now + staff.enrolmentLinkMinutes * 60000))
  record.set('enrolment_sent', storedTime(now))
  app.save(record)
  const base = String(app.settings().meta.appURL || '').replace(/\/+$/, '')
  const delivered = mail.sendEnrolmentLink(app, record, `${base}/admin/auth?enrol=${token}`)
  if (!delivered) {
    // Nothing went out: the next sign-in may send at once.
    record.set('enrolment_sent', '')
    app.save(record)
  }
  return delivered
}

/**
 * Spends the link: of two requests with the same link, one wins. Also holds only while the account
 * still has no factor.
 */
function claimLink(app, record, token) {
  const result = app
    .db()
    .newQuery("UPDATE staff SET enrolment_token_hash = '', enrolment_expires = '' WHERE id = {:id} AND enrolment_token_hash = {:hash} AND totp_enabled = FALSE")
    .bind({ id: record.id, hash: hashOf(token) })
    .execute()
  return result.rowsAffected() === 1
}

module.exports = { linkIsValid, mailLink, claimLink }
