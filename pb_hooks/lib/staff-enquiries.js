// Staff actions on enquiries that the collection API cannot express.
const { refuse, isAdminWithFactor } = require(`${__hooks}/lib/staff-access.js`)
const audit = require(`${__hooks}/lib/staff-audit.js`)

const MAIL_FIELDS = ['staff_mail', 'customer_mail']

/**
 * POST /api/site/staff/enquiries/{id}/retry-mail: a mail that failed goes back to pending, due now,
 * with a fresh count of attempts; the retry job (enquiry-mail.js) sends it within a minute.
 */
function retryMail(e) {
  if (!isAdminWithFactor(e.auth)) return refuse(e, 403, 'access.denied')
  let record
  try {
    record = e.app.findRecordById('enquiries', e.request.pathValue('id'))
  } catch {
    return refuse(e, 404, 'record.notFound')
  }
  const before = audit.fieldValues(record, false)
  const failed = MAIL_FIELDS.filter((field) => record.getString(field) === 'failed')
  if (failed.length === 0) return e.json(200, { retried: [] })
  failed.forEach((field) => record.set(field, 'pending'))
  record.load({ mail_attempts: 0, mail_last_error: '', mail_next_attempt_at: new Date().toISOString() })
  e.app.save(record)
  const staff = require(`${__hooks}/lib/generated/staff.js`)
  audit.write(e.app, e.auth, 'retry_mail', 'enquiries', record.id, staff.changedFields(before, audit.fieldValues(record, false)))
  return e.json(200, { retried: failed })
}

module.exports = { retryMail }
