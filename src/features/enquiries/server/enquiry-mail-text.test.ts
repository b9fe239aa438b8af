import { describe, expect, it } from 'vitest'
import { enquirySamples } from '../../../../tests/support/enquiry-samples'
import { parseEnquiry } from '../schema/enquiry-schema'
import { customerMailText, staffMailText, type StoredEnquiry } from './enquiry-mail-text'

function stored(body: Record<string, unknown>): StoredEnquiry {
  const parsed = parseEnquiry({ email: 'customer@example.nl', ...body })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  const { formType, additionalData, ...fields } = parsed.enquiry
  const details = Object.fromEntries(Object.entries(additionalData ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined))
  return { ...fields, id: 'abc123', formType, additionalData: details, locale: body.locale === 'nl' ? 'nl' : 'en' }
}

describe.each(enquirySamples)('the mails of a $formType enquiry', (sample) => {
  it('tell staff every detail under a label a person reads', () => {
    const mail = staffMailText(stored(sample.body), 'en')
    for (const line of sample.staffLines) expect(mail.text.split('\n')).toContain(line)
    expect(mail.text).toContain('Reference: abc123')
    expect(mail.text).not.toMatch(/^\d+: \d+$/m)
  })

  it('repeat to the customer what they asked for, in their language', () => {
    const mail = customerMailText(stored(sample.body), 'ParaPro Skydiving')
    expect(mail.subject).toContain(sample.customerSubject)
    for (const line of sample.customerLines) expect(mail.text.split('\n')).toContain(line)
    for (const typed of sample.customerAbsent) expect(mail.text).not.toContain(typed)
  })
})

it('writes the staff mail in Dutch when staff ask for it', () => {
  const mail = staffMailText(stored(enquirySamples[1]!.body), 'nl')
  expect(mail.text).toContain('Aanvraag demonstratie van Pieter Bakker')
  expect(mail.text).toContain('Verwacht aantal toeschouwers: 5.000')
})

it('offers the phone number staff set, and only a reply without one', () => {
  const withPhone = customerMailText(stored(enquirySamples[1]!.body), 'ParaPro Skydiving', '+31 6 1234 5678')
  expect(withPhone.text).toContain('Wilt u nog iets toevoegen? Beantwoord deze e-mail of bel ons op +31 6 1234 5678.')
  const without = customerMailText(stored(enquirySamples[0]!.body), 'ParaPro Skydiving')
  expect(without.text).toContain('Anything to add? Reply to this e-mail.')
  expect(without.text).not.toMatch(/call us/)
})
