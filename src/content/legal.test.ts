import { describe, expect, it } from 'vitest'
import { privacyWith } from './legal'

const cookieText = (analyticsOn: boolean) =>
  (privacyWith({}, analyticsOn).sections.find((section) => section.id === 'cookies')?.points ?? []).map((point) => point.message ?? point.id)

describe('the privacy policy says what the site really does (issue 21)', () => {
  it('names Google Analytics and advertising cookies only when the build loads them', () => {
    expect(cookieText(true).join(' ')).toMatch(/Google Analytics counts visits/)
    expect(cookieText(true).join(' ')).toMatch(/advertising cookies/)
    expect(cookieText(false).join(' ')).toMatch(/does not use them at the moment/)
    expect(cookieText(false).join(' ')).not.toMatch(/Google/)
  })

  it('takes no bookings, and names the chat and the technical records', () => {
    const data = privacyWith({}).sections.find((section) => section.id === 'data')!
    expect(data.paragraphs.map((paragraph) => paragraph.message).join(' ')).toMatch(/takes no bookings or payments/)
    const points = (data.points ?? []).map((point) => point.message).join(' ')
    expect(points).toMatch(/^Enquiries and quotes/)
    expect(points).toMatch(/Chat: .*language model/)
    expect(points).toMatch(/deleted after five days/)
    expect(points).not.toMatch(/Bookings:/)
  })
})
