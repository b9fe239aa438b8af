import { describe, expect, it } from 'vitest'
import { checkDetails, maxMessageLength, parseChatRequest } from './chat-rules'

describe('a chat request', () => {
  it('needs the details with the first message only', () => {
    expect(parseChatRequest({ message: ' hello ', customerEmail: 'zoe@example.nl', customerName: ' Zoë van der Berg ', page: '/nl/faq' })).toEqual({
      ok: true,
      request: { message: 'hello', conversationId: null, details: { customerEmail: 'zoe@example.nl', customerName: 'Zoë van der Berg' }, page: '/nl/faq' },
    })
    expect(parseChatRequest({ message: 'hello', conversationId: 'a'.repeat(32) })).toMatchObject({ ok: true, request: { conversationId: 'a'.repeat(32), details: null } })
    expect(parseChatRequest({ message: 'hello' })).toEqual({ ok: false, code: 'validation_failed', errors: { customerEmail: 'email.invalid' } })
  })

  it('refuses blank, long and dangerous messages with their codes', () => {
    const base = { customerEmail: 'zoe@example.nl' }
    expect(parseChatRequest({ ...base, message: ' ' })).toMatchObject({ ok: false, code: 'chat.blank' })
    expect(parseChatRequest({ ...base, message: 'x'.repeat(maxMessageLength + 1) })).toMatchObject({ ok: false, code: 'chat.tooLong' })
    expect(parseChatRequest({ ...base, message: 'x'.repeat(maxMessageLength) }).ok).toBe(true)
    expect(parseChatRequest({ ...base, message: 'javascript:alert(1)' })).toMatchObject({ ok: false, code: 'chat.flagged' })
  })

  it('treats a malformed conversation id as an ended conversation', () => {
    expect(parseChatRequest({ message: 'hi', conversationId: 'ABC' })).toMatchObject({ ok: false, code: 'chat.ended' })
    expect(parseChatRequest({ message: 'hi', conversationId: { $gt: '' } })).toMatchObject({ ok: false, code: 'chat.ended' })
  })

  it('keeps only a plain path as the start page', () => {
    const page = (value: unknown) => parseChatRequest({ message: 'hi', customerEmail: 'zoe@example.nl', page: value })
    expect(page('https://evil.example')).toMatchObject({ request: { page: '' } })
    expect(page('/x'.repeat(200))).toMatchObject({ request: { page: '' } })
    expect(page('/contact')).toMatchObject({ request: { page: '/contact' } })
  })
})

describe('the details gate', () => {
  it('requires an e-mail address and checks a name only when one is given', () => {
    expect(checkDetails({ customerEmail: '', customerName: '' })).toEqual({ ok: false, errors: { customerEmail: 'email.invalid' } })
    expect(checkDetails({ customerEmail: 'a@b.nl', customerName: 'J' })).toEqual({ ok: false, errors: { customerName: 'name.tooShort' } })
    expect(checkDetails({ customerEmail: 'a@b.nl' })).toEqual({ ok: true, details: { customerEmail: 'a@b.nl', customerName: '' } })
  })
})
