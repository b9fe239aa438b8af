import { prefillMaxLength } from '~/lib/enquiry/enquiry-prefill'
import type { ChatEntry } from './chat-state'

export interface SummaryLabels {
  heading: string
  question: string
  answer: string
}

const answerLength = 160

function shortened(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`
}

/**
 * The conversation for the enquiry form's message field: each question with the start of its
 * answer, the most recent ones kept when it would not fit in the field.
 */
export function conversationSummary(entries: readonly ChatEntry[], labels: SummaryLabels): string {
  const pairs: string[] = []
  entries.forEach((entry, index) => {
    if (entry.kind !== 'question') return
    const next = entries[index + 1]
    const answer = next?.kind === 'answer' || next?.kind === 'refusal' ? `\n  ${labels.answer}: ${shortened(next.text, answerLength)}` : ''
    pairs.push(`- ${labels.question}: ${shortened(entry.text, 300)}${answer}`)
  })
  const kept: string[] = []
  let length = labels.heading.length
  for (const pair of [...pairs].reverse()) {
    if (length + pair.length + 1 > prefillMaxLength) break
    kept.unshift(pair)
    length += pair.length + 1
  }
  return [labels.heading, ...kept].join('\n')
}
