import { describe, expect, it } from 'vitest'
import type { ChatEntry } from './chat-state'
import { conversationSummary } from './conversation-summary'

const labels = { heading: 'My chat with the assistant:', question: 'Q', answer: 'A' }

describe('the summary for the enquiry form', () => {
  it('lists each question with the start of its answer', () => {
    const entries: ChatEntry[] = [
      { id: 1, kind: 'welcome' },
      { id: 2, kind: 'question', text: 'How heavy may I be?' },
      { id: 3, kind: 'answer', text: 'The weight limit for a tandem jump is 100 kg body weight.', sources: [], handoff: false, locale: 'en' },
      { id: 4, kind: 'question', text: 'Can I jump tomorrow?' },
      { id: 5, kind: 'failure' },
    ]
    expect(conversationSummary(entries, labels)).toBe(
      'My chat with the assistant:\n- Q: How heavy may I be?\n  A: The weight limit for a tandem jump is 100 kg body weight.\n- Q: Can I jump tomorrow?',
    )
  })

  it('keeps the latest questions within the message field’s 1,000 characters', () => {
    const entries: ChatEntry[] = Array.from({ length: 20 }, (_, index) => ({ id: index, kind: 'question' as const, text: `Question ${index} ${'x'.repeat(80)}` }))
    const summary = conversationSummary(entries, labels)
    expect(summary.length).toBeLessThanOrEqual(1000)
    expect(summary).toContain('Question 19')
    expect(summary).not.toContain('Question 0 ')
  })
})
