// Who may do what on the staff routes: the same test as the collection rules (an admin from
// ADMIN_EMAILS with a confirmed second factor), plus the answer in the staff member's language.
const staff = require(`${__hooks}/lib/generated/staff.js`)

/** The body's locale, else the browser's Accept-Language (request info: the auth hooks have no e.request). */
function localeOf(e) {
  let info
  try {
    info = e.requestInfo() || {}
  } catch {
    info = {}
  }
  const body = info.body || {}
  if (body.locale === 'nl' || body.locale === 'en') return body.locale
  const accepted = String((info.headers || {}).accept_language || '').toLowerCase()
  return accepted.indexOf('nl') === 0 ? 'nl' : 'en'
}

function refuse(e, status, code) {
  return e.json(status, staff.rejectionBody(code, localeOf(e)))
}

function isStaff(record) {
  return !!record && record.collection().name === 'staff'
}

function isAdminWithFactor(record) {
  return isStaff(record) && record.getBool('is_admin') && record.getBool('totp_enabled')
}

function adminEmails() {
  return staff.parseAdminEmails($os.getenv('ADMIN_EMAILS'))
}

/** Sets `is_admin` from ADMIN_EMAILS; true when it changed. */
function markAdmin(record) {
  const wanted = staff.isAdminEmail(adminEmails(), record.email())
  if (record.getBool('is_admin') === wanted) return false
  record.set('is_admin', wanted)
  return true
}

/** On start: ADMIN_EMAILS may have changed since the last run. */
function syncAdmins(app) {
  try {
    app.findCollectionByNameOrId('staff')
  } catch {
    return // a new database: the migrations create the collection after start-up, and saves mark its accounts
  }
  app.findAllRecords('staff').forEach((record) => {
    if (markAdmin(record)) app.save(record)
  })
}

module.exports = { localeOf, refuse, isStaff, isAdminWithFactor, markAdmin, syncAdmins }
