// The audit log: every change a staff member makes to a record, who, when and what. Collection API
// requests are logged by the request hooks (staff-audit.pb.js); staff routes log their own writes.
// The same hooks hold the rules a record type keeps on every write: the business details' formats,
// and staff changing only the status and notes of an enquiry.
const staff = require(`${__hooks}/lib/generated/staff.js`)
const { isStaff, refuse, localeOf } = require(`${__hooks}/lib/staff-access.js`)

const MASKED = '(hidden)'

/** Every stored field as text; hidden fields and passwords masked unless `reveal`. */
function fieldValues(record, reveal) {
  const values = {}
  if (!record) return values
  const fields = record.collection().fields
  fields.fieldNames().forEach((name) => {
    const field = fields.getByName(name)
    if (field.type() === 'password') return
    const value = record.getString(name)
    values[name] = !reveal && field.getHidden() && value !== '' ? MASKED : value
  })
  return values
}

function write(app, author, action, collectionName, recordId, changes) {
  const entry = new Record(app.findCollectionByNameOrId('staff_audit_log'))
  entry.load({
    staff: author.id,
    staff_email: author.email(),
    action,
    collection_name: collectionName,
    record_id: recordId,
    changes: changes || {},
  })
  app.save(entry)
}

/** Staff may change only the status and internal notes of an enquiry. */
function enquiryEditRefused(e) {
  if (e.collection.name !== 'enquiries' || !isStaff(e.auth)) return false
  const refused = staff.readOnlyEnquiryChanges(fieldValues(e.record.original(), true), fieldValues(e.record, true))
  return refused.length > 0
}

function jsonField(record, name, fallback) {
  try {
    const value = JSON.parse(record.getString(name) || 'null')
    return value === null ? fallback : value
  } catch {
    return fallback
  }
}

/** The business details keep their rules whoever saves them (a superuser in the dashboard too). */
function settingsRefusal(e) {
  if (e.collection.name !== 'site_settings') return null
  const values = fieldValues(e.record, true)
  values.opening_hours = jsonField(e.record, 'opening_hours', [])
  values.prices = jsonField(e.record, 'prices', {})
  return staff.settingsRejection(values, localeOf(e))
}

/** Request hook body for create, update and delete through the collection API. */
function audited(e, action) {
  if (action !== 'delete') {
    const refusal = settingsRefusal(e)
    if (refusal) return e.json(400, refusal)
  }
  if (!isStaff(e.auth)) return e.next()
  if (action === 'update' && enquiryEditRefused(e)) return refuse(e, 400, 'enquiry.readOnly')
  const before = action === 'create' ? {} : fieldValues(action === 'update' ? e.record.original() : e.record, false)
  e.next()
  const after = action === 'delete' ? {} : fieldValues(e.record, false)
  write(e.app, e.auth, action, e.collection.name, e.record.id, staff.changedFields(before, after))
}

module.exports = { audited, write, fieldValues }
