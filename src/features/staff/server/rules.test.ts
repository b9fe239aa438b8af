import { describe, expect, it } from 'vitest'
import { isAdminEmail, parseAdminEmails } from './admin-emails'
import { formatRecoveryCode, looksLikeRecoveryCode, recoveryHashInput } from './recovery-codes'
import { changedFields, readOnlyRefusal } from './record-changes'
import { sessionEndsAt, sessionHasEnded } from './session'

describe('admin e-mails', () => {
  it('are a comma-separated list, compared without case or spaces', () => {
    const list = parseAdminEmails(' Eva@ParaPro.test, ,jan@parapro.test ')
    expect(list).toEqual(['eva@parapro.test', 'jan@parapro.test'])
    expect(isAdminEmail(list, 'EVA@parapro.test ')).toBe(true)
    expect(isAdminEmail(list, 'piet@parapro.test')).toBe(false)
    expect(parseAdminEmails(undefined)).toEqual([])
  })
})

describe('recovery codes', () => {
  it('are shown as two groups of five and read however they are typed', () => {
    expect(formatRecoveryCode('abcdefghjk')).toBe('ABCDE-FGHJK')
    expect(looksLikeRecoveryCode('abcde fghjk')).toBe(true)
    expect(looksLikeRecoveryCode('ABCDE-FGHJ')).toBe(false)
    expect(recoveryHashInput('id1', 'abcde-fghjk')).toBe(recoveryHashInput('id1', 'ABCDEFGHJK'))
    expect(recoveryHashInput('id1', 'ABCDEFGHJK')).not.toBe(recoveryHashInput('id2', 'ABCDEFGHJK'))
  })
})

describe('record changes', () => {
  it('list each changed field with both values, not the automatic dates', () => {
    expect(changedFields({ status: 'new', name: 'Eva', updated: 'a' }, { status: 'answered', name: 'Eva', updated: 'b' })).toEqual({
      status: { from: 'new', to: 'answered' },
    })
    expect(changedFields({}, { name: 'Eva' })).toEqual({ name: { from: '', to: 'Eva' } })
    expect(changedFields({ note: 'x'.repeat(600) }, {}).note!.from).toHaveLength(501)
  })

  it('allow staff the status and internal notes of an enquiry only', () => {
    const before = { status: 'new', internal_notes: '', message: 'Hello', staff_mail: 'sent' }
    expect(readOnlyRefusal('enquiries', before, { ...before, status: 'closed', internal_notes: 'done' })).toBeNull()
    expect(readOnlyRefusal('enquiries', before, { ...before, status: 'closed', message: 'Changed', staff_mail: 'pending' })).toEqual({ code: 'enquiry.readOnly', fields: ['message', 'staff_mail'] })
  })

  it('allow staff to mark a chat conversation or question handled, and nothing else', () => {
    const conversation = { status: 'closed', handled: 'false', customer_email: 'eva@example.nl' }
    expect(readOnlyRefusal('chat_conversations', conversation, { ...conversation, handled: 'true' })).toBeNull()
    expect(readOnlyRefusal('chat_conversations', conversation, { ...conversation, handled: 'true', status: 'open' })).toEqual({ code: 'chat.readOnly', fields: ['status'] })
    const message = { content: 'How high?', handled: 'false', handled_by: '' }
    expect(readOnlyRefusal('chat_messages', message, { ...message, handled_by: 'someone@parapro.test' })).toEqual({ code: 'chat.readOnly', fields: ['handled_by'] })
    expect(readOnlyRefusal('blog_posts', { title: 'a' }, { title: 'b' })).toBeNull()
  })
})

describe('the working-day session', () => {
  const signIn = Date.UTC(2026, 10, 24, 8, 0)
  it('ends nine hours after sign-in', () => {
    expect(sessionEndsAt(signIn)).toBe(Date.UTC(2026, 10, 24, 17, 0))
    expect(sessionHasEnded(signIn, Date.UTC(2026, 10, 24, 16, 59))).toBe(false)
    expect(sessionHasEnded(signIn, Date.UTC(2026, 10, 24, 17, 0))).toBe(true)
    expect(sessionHasEnded(0, signIn)).toBe(true)
  })
})
