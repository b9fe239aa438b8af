import { describe, expect, it } from 'vitest'
import { chatFilter } from './chat-filter'

describe('the conversation filter', () => {
  it('is empty without filters', () => {
    expect(chatFilter({})).toEqual({ expression: '', params: {} })
  })

  it('puts every value in a parameter and the days in Amsterdam time', () => {
    const { expression, params } = chatFilter({ status: 'closed', closedBy: 'auto', locale: 'nl', handled: 'unhandled', unanswered: true, from: '2026-07-01', to: '2026-11-24', search: " eva' || 1=1 " })
    expect(expression).toBe(
      "status = {:status} && closed_by = {:closedBy} && locale = {:locale} && handled = false && unanswered_count > 0 && created >= {:from} && created < {:to} && (customer_name ~ {:search} || customer_email ~ {:search} || id = {:search} || chat_messages_via_conversation.content ?~ {:search})",
    )
    expect(params).toEqual({ status: 'closed', closedBy: 'auto', locale: 'nl', from: '2026-06-30 22:00:00.000Z', to: '2026-11-24 23:00:00.000Z', search: "eva' || 1=1" })
  })

  it('asks for handled conversations and ignores a malformed day', () => {
    expect(chatFilter({ handled: 'handled', from: '1 July' })).toEqual({ expression: 'handled = true', params: {} })
  })
})
