/**
 * Which fields of a record a staff request changed, for the audit log (who, when, what) and for the
 * enquiry rule: staff change an enquiry's status and internal notes, never what the customer sent or
 * the mail state.
 */
export const staffEditableEnquiryFields = ['status', 'internal_notes'] as const

/** Fields PocketBase sets itself; a change to them is no one's edit. */
const automaticFields = ['updated', 'created']

/** Longer values are cut in the log: it says what changed, it is not a backup. */
const loggedValueLength = 500

export type FieldValues = Record<string, string>

export interface FieldChange {
  from: string
  to: string
}

function cut(value: string): string {
  return value.length > loggedValueLength ? `${value.slice(0, loggedValueLength)}…` : value
}

/** The fields whose value differs, with both values; `before` is empty for a new record, `after` for a deleted one. */
export function changedFields(before: FieldValues, after: FieldValues): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {}
  const names = Object.keys(before).concat(Object.keys(after).filter((name) => !(name in before)))
  for (const name of names) {
    if (automaticFields.indexOf(name) !== -1) continue
    const from = before[name] ?? ''
    const to = after[name] ?? ''
    if (from !== to) changes[name] = { from: cut(from), to: cut(to) }
  }
  return changes
}

/** The changed fields a staff member may not change on an enquiry. */
export function readOnlyEnquiryChanges(before: FieldValues, after: FieldValues): string[] {
  const editable: readonly string[] = staffEditableEnquiryFields
  return Object.keys(changedFields(before, after)).filter((name) => editable.indexOf(name) === -1)
}
