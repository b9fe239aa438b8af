/**
 * Which fields of a record a staff request changed, for the audit log (who, when, what) and for the
 * rules of records that hold what a customer sent: staff change an enquiry's status and internal
 * notes, and whether a chat conversation or an unanswered chat question is handled; never what the
 * customer sent, the answers or the mail state.
 */
const staffEditableFields = {
  enquiries: ['status', 'internal_notes'],
  chat_conversations: ['handled'],
  chat_messages: ['handled'],
} as const satisfies Record<string, readonly string[]>

type GuardedCollection = keyof typeof staffEditableFields

/** The code a refused change is answered with (staff-messages.ts has its text). */
const readOnlyCodes: Record<GuardedCollection, string> = {
  enquiries: 'enquiry.readOnly',
  chat_conversations: 'chat.readOnly',
  chat_messages: 'chat.readOnly',
}

/** Collections whose records staff mark handled: the server adds who and when. */
export const handledCollections: readonly string[] = ['chat_conversations', 'chat_messages']

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

const isGuarded = (collection: string): collection is GuardedCollection => Object.prototype.hasOwnProperty.call(staffEditableFields, collection)

/**
 * The refusal of a staff change to a guarded collection: the code and the fields staff may not
 * change; null when the collection has no such rule or only editable fields changed.
 */
export function readOnlyRefusal(collection: string, before: FieldValues, after: FieldValues): { code: string; fields: string[] } | null {
  if (!isGuarded(collection)) return null
  const editable: readonly string[] = staffEditableFields[collection]
  const fields = Object.keys(changedFields(before, after)).filter((name) => editable.indexOf(name) === -1)
  return fields.length > 0 ? { code: readOnlyCodes[collection], fields } : null
}
