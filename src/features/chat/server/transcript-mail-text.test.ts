import { describe, expect, it } from 'vitest'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import { customerTranscriptText, staffTranscriptText, type StoredConversation, type StoredMessage } from './transcript-mail-text'
import { phoneForReading } from '~/lib/phone'

const conversation: StoredConversation = {
  id: 'abcdefgh12345678abcdefgh12345678',
  customerName: 'Zoë van der Berg',
  customerEmail: 'zoe@example.nl',
  locale: 'nl',
  startPage: '/nl/faq',
  startedAt: '2027-06-12T08:05:00.000Z',
  closedAt: '2027-06-12T08:20:00.000Z',
  closedBy: 'auto',
}
const messages: StoredMessage[] = [
  { role: 'user', content: 'Hoe hoog springen jullie?', sources: [], createdAt: '2027-06-12T08:05:00.000Z', unanswered: true },
  { role: 'assistant', content: 'Dat weet ik niet zeker.', sources: [{ title: 'Contact en offertes', url: '/nl/contact' }], createdAt: '2027-06-12T08:05:01.000Z', unanswered: false },
]

describe('the transcript mails', () => {
  it('give the customer the conversation in their language, with local times and full links', () => {
    const mail = customerTranscriptText(conversation, messages, 'ParaPro Skydiving', 'https://parapro-skydiving.nl', exampleSiteFacts)
    expect(mail.subject).toBe('Uw gesprek met ParaPro Skydiving')
    const lines = mail.text.split('\n')
    expect(lines[0]).toBe('Beste Zoë van der Berg,')
    expect(lines).toContain('Hierbij het verslag van uw gesprek met onze AI-assistent op 12 juni 2027.')
    expect(lines).toContain('10:05 U: Hoe hoog springen jullie?')
    expect(lines).toContain('10:05 Assistent: Dat weet ik niet zeker.')
    expect(lines).toContain('    Bron: Contact en offertes (https://parapro-skydiving.nl/nl/contact)')
    expect(lines).toContain(`Nog iets? Beantwoord deze e-mail, bel ons op ${phoneForReading(exampleSiteFacts.phone!, 'nl')}, stuur een WhatsApp-bericht of stuur ons een bericht via https://parapro-skydiving.nl/nl/contact.`)
  })

  it('tell staff who it was, how it ended and what went unanswered', () => {
    const mail = staffTranscriptText(conversation, messages, 'en', 'https://parapro-skydiving.nl')
    expect(mail.subject).toBe('Chat transcript: Zoë van der Berg <zoe@example.nl>')
    const lines = mail.text.split('\n')
    expect(lines).toContain('Language: Dutch')
    expect(lines).toContain('Started on: https://parapro-skydiving.nl/nl/faq')
    expect(lines).toContain('Ended: 10:20, closed automatically after inactivity')
    expect(lines).toContain('Questions the assistant could not answer:')
    expect(lines).toContain('- Hoe hoog springen jullie?')
    expect(lines).toContain('10:05 Visitor: Hoe hoog springen jullie?')
  })

  it('greets a customer who gave no name without one', () => {
    const mail = customerTranscriptText({ ...conversation, customerName: '', locale: 'en' }, messages, 'ParaPro Skydiving', '', {})
    expect(mail.text.split('\n')[0]).toBe('Hello,')
  })
})
