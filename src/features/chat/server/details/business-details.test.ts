import { describe, expect, it } from 'vitest'
import type { SiteFacts } from '~/lib/site-facts-shape'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import { priceFigure } from '../../../../../tests/chat-eval/score'
import { createAnswerEngine } from '../engine'
import { checkModelReply } from '../model/guardrails'
import type { Passage } from '../knowledge/passages'
import { customerTranscriptText, type StoredConversation } from '../transcript-mail-text'
import { phoneForReading } from '~/lib/phone'

const engine = createAnswerEngine()
const ask = (message: string, facts: SiteFacts, page: 'en' | 'nl' = 'en') => engine.answer(message, page, facts)

const nothing: SiteFacts = {}
const onlyEmail: SiteFacts = { email: 'hallo@example.nl' }
const otherDetails: SiteFacts = {
  phone: '+31 6 1234 5678',
  whatsapp: '+31 6 8765 4321',
  email: 'team@example.nl',
  address: { street: 'Hangaarweg 3', postalCode: '8224 AB', locality: 'Lelystad' },
  openingHours: [
    { days: ['Tu', 'We', 'Th'], opens: '08:30', closes: '17:00' },
    { days: ['Sa', 'Su'], opens: '10:00', closes: '15:00' },
  ],
}
const examplePhone = exampleSiteFacts.phone!
const contactQuestions = {
  en: ['how much does a tandem jump cost', 'how do i book a jump', 'can i talk to a person', 'what are your opening hours', 'where are you located, is there parking', 'do you sell jumpsuits'],
  nl: ['wat kost een tandemsprong', 'hoe kan ik boeken', 'kan ik iemand spreken', 'wat zijn jullie openingstijden', 'waar zitten jullie, kan ik parkeren', 'verkopen jullie springpakken'],
}

describe('the business details in the answers', () => {
  it.each(['en', 'nl'] as const)('use the details staff set, not the example ones (%s)', (locale) => {
    for (const question of contactQuestions[locale]) {
      const reply = ask(question, otherDetails, locale)
      expect(reply.locale, question).toBe(locale)
      expect(reply.response, question).not.toContain(phoneForReading(examplePhone, locale))
      expect(reply.response, question).not.toContain(exampleSiteFacts.email!)
      expect(reply.response, question).not.toContain(exampleSiteFacts.address!.street!)
    }
    expect(ask(contactQuestions[locale][0]!, otherDetails, locale).response).toContain(phoneForReading('+31 6 1234 5678', locale))
    expect(ask(contactQuestions[locale][2]!, otherDetails, locale).response).toContain(phoneForReading('+31 6 8765 4321', locale))
    expect(ask(contactQuestions[locale][4]!, otherDetails, locale).response).toContain('Hangaarweg 3, 8224 AB Lelystad')
  })

  it('mention no phone, WhatsApp or address that is not set, and offer the form and e-mail instead', () => {
    for (const question of contactQuestions.en) {
      const response = ask(question, onlyEmail).response
      expect(response, question).not.toMatch(/call us|WhatsApp|\+31|Vliegveldweg|Apeldoorn/)
    }
    expect(ask('how much does a tandem jump cost', onlyEmail).response).toBe(
      'Our prices are on request, because every jump and every event is different. Send us your plans with the enquiry form or e-mail us at hallo@example.nl, and we reply with a quote within 24 hours. All prices include VAT.',
    )
    expect(ask('wat kost een tandemsprong', onlyEmail, 'nl').response).toBe(
      'Onze prijzen zijn op aanvraag, omdat elke sprong en elk evenement anders is. Stuur ons uw plannen via het aanvraagformulier of mail ons op hallo@example.nl, dan ontvangt u binnen 24 uur een offerte. Alle prijzen zijn inclusief btw.',
    )
  })

  it('point to the contact page when no detail is set at all', () => {
    expect(ask('what is your phone number', nothing).response).toBe('We reply to every message within 24 hours. Send us a message with the form on our contact page.')
    expect(ask('wat is jullie telefoonnummer', nothing, 'nl').response).toBe('We beantwoorden elk bericht binnen 24 uur. Stuur ons een bericht via het formulier op onze contactpagina.')
    const location = ask('where are you located', nothing)
    expect(location.response).toContain('Our base is in the middle of the Netherlands.')
    expect(location.response).toContain('For the exact address, send us a message with the form on our contact page.')
    expect(location.handoff).toBe(true)
    expect(ask('can i speak to someone', nothing).response).toBe(
      'Of course. A colleague is happy to help: choose "Talk to a person" to send the enquiry form with a summary of this chat. We reply within 24 hours.',
    )
  })

  it('give the opening hours staff set, and none when none are set', () => {
    expect(ask('what are your office hours', otherDetails).response).toMatch(/^Office hours: Tuesday to Thursday 8:30-17:00\. Saturday and Sunday 10:00-15:00 \(Central European Time\)\. /)
    expect(ask('wat zijn jullie openingstijden', otherDetails, 'nl').response).toMatch(/^Openingstijden: Dinsdag t\/m donderdag 8\.30-17\.00 uur\. Zaterdag en zondag 10\.00-15\.00 uur /)
    expect(ask('what are your office hours', onlyEmail).response).toBe('We reply to every message within 24 hours. E-mail us at hallo@example.nl.')
  })

  it('name the WhatsApp number only when it differs from the phone', () => {
    expect(ask('how do i book a jump', exampleSiteFacts).response).toContain(`call us at ${examplePhone}, send a WhatsApp message or e-mail us at`)
    expect(ask('hoe kan ik boeken', otherDetails, 'nl').response).toContain('bel ons op 06 1234 5678, stuur een WhatsApp-bericht naar 06 8765 4321 of mail ons op team@example.nl.')
  })
})

describe('"from" prices', () => {
  const prices: SiteFacts = { ...onlyEmail, prices: { 'tandem-jumps': 275, 'stadium-shows': 4500 } }

  it('are given for the service asked about, with the way to a quote', () => {
    const reply = ask('how much does a tandem jump cost', prices)
    expect(reply.response).toBe(
      'A tandem jump costs from EUR 275. Your exact price depends on your plans. Send us your plans with the enquiry form or e-mail us at hallo@example.nl, and we reply with a quote within 24 hours. All prices include VAT.',
    )
    expect(reply.handoff).toBe(true)
    expect(ask('wat kost een demonstratie in een stadion', prices, 'nl').response).toMatch(/^Een stadionshow of demonstratie kost vanaf € 4\.500\. Uw precieze prijs hangt af van uw plannen\. Stuur ons uw plannen/)
  })

  it('are all given when no service is named, and a service without one stays on request', () => {
    expect(ask('what are your prices', prices).response).toMatch(/^A tandem jump costs from EUR 275\. A stadium show or demonstration costs from EUR 4,500\. /)
    const helicopter = ask('what does a helicopter jump cost', prices).response
    expect(helicopter).toMatch(/^Our prices are on request/)
    expect(helicopter).not.toMatch(priceFigure)
    expect(ask('price of a helicopter jump and a stadium show', prices).response).toMatch(/^A stadium show or demonstration costs from EUR 4,500\. Other prices are on request\. /)
  })

  it('are the only amounts the model may state', () => {
    const passages: Passage[] = [{ id: 'faq:tandem', pageKey: 'faq', title: 'FAQ', url: '/faq', heading: 'Tandem jumps', text: 'A tandem jump is a skydive with an instructor, with freefall and a safe landing.' }]
    const check = (reply: string, set: SiteFacts['prices'] = prices.prices) => checkModelReply(reply, 'how much is a tandem jump', passages, 'en', set).ok
    expect(check('A tandem jump with an instructor costs from EUR 275. [1]')).toBe(true)
    expect(check('A tandem jump with an instructor costs from € 4.500. [1]')).toBe(true)
    expect(check('A tandem jump with an instructor costs from EUR 249. [1]')).toBe(false)
    expect(check('A tandem jump with an instructor costs from $275. [1]')).toBe(false)
    expect(check('A tandem jump with an instructor costs from EUR 275. [1]', {})).toBe(false)
  })
})

describe('the transcript mail', () => {
  const conversation: StoredConversation = {
    id: 'abcdefgh12345678abcdefgh12345678',
    customerName: 'Sanne',
    customerEmail: 'sanne@example.nl',
    locale: 'en',
    startPage: '/',
    startedAt: '2027-06-12T08:05:00.000Z',
    closedAt: '2027-06-12T08:20:00.000Z',
    closedBy: 'manual',
  }
  const closing = (facts: SiteFacts, locale: 'en' | 'nl' = 'en') =>
    customerTranscriptText({ ...conversation, locale }, [], 'ParaPro Skydiving', 'https://parapro.test', facts).text.split('\n').find((line) => line.startsWith('Anything') || line.startsWith('Nog iets'))

  it('offers the phone staff set, and none when none is set', () => {
    expect(closing(otherDetails)).toBe(
      'Anything else? Reply to this e-mail, call us at +31 6 1234 5678, send a WhatsApp message to +31 6 8765 4321 or send us a message at https://parapro.test/contact.',
    )
    expect(closing(nothing, 'nl')).toBe('Nog iets? Beantwoord deze e-mail of stuur ons een bericht via https://parapro.test/nl/contact.')
  })
})
