// The audit log: every change a staff member makes to a record, who, when and what. Collection API
// requests are logged by the request hooks (staff-audit.pb.js); staff routes log their own writes.
// The same hooks hold the rules a record type keeps on every write: the business details' formats,
// staff changing only the status and notes of an enquiry and only whether a chat conversation or
// question is handled (the server writes who marked it and when).
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

/** The refusal code when a staff request changes a field staff may not change (enquiries, chats), else ''. */
function readOnlyRefusalCode(e) {
  const refusal = staff.readOnlyRefusal(e.collection.name, fieldValues(e.record.original(), true), fieldValues(e.record, true))
  return refusal ? refusal.code : ''
}

/** Marking handled records who and when; marking it not handled again clears both (the audit log keeps the history). */
function stampHandled(e) {
  if (staff.handledCollections.indexOf(e.collection.name) === -1) return
  const handled = e.record.getBool('handled')
  if (handled === e.record.original().getBool('handled')) return
  e.record.set('handled_by', handled ? e.auth.email() : '')
  e.record.set('handled_at', handled ? new Date().toISOString() : '')
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
  if (action === 'update') {
    const code = readOnlyRefusalCode(e)
    if (code) return refuse(e, 400, code)
    stampHandled(e)
  }
  const before = action === 'create' ? {} : fieldValues(action === 'update' ? e.record.original() : e.record, false)
  e.next()
  const after = action === 'delete' ? {} : fieldValues(e.record, false)
  write(e.app, e.auth, action, e.collection.name, e.record.id, staff.changedFields(before, after))
}

module.exports = { audited, write, fieldValues }
