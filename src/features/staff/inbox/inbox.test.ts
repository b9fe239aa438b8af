import { describe, expect, it } from 'vitest'
import { csvCell, enquiriesCsv } from './enquiry-csv'
import { amsterdamOffsetHours } from '../amsterdam-day'
import { enquiryFilter } from './enquiry-filter'
import type { EnquiryLabels, EnquiryRecord } from './enquiry-types'
import { replyMailto } from './reply-mail'

describe('the inbox filter', () => {
  it('is empty without filters, and puts every value in a parameter', () => {
    expect(enquiryFilter({})).toEqual({ expression: '', params: {} })
    const { expression, params } = enquiryFilter({ status: 'answered', formType: 'demo', service: 'half-time-show', locale: 'nl', search: " O'Brien " })
    expect(expression).toBe(
      'status = {:status} && form_type = {:formType} && service = {:service} && locale = {:locale} && (name ~ {:search} || email ~ {:search} || phone ~ {:search} || message ~ {:search} || internal_notes ~ {:search} || id = {:search})',
    )
    expect(params).toEqual({ status: 'answered', formType: 'demo', service: 'half-time-show', locale: 'nl', search: "O'Brien" })
  })

  it('reads "waiting" as new or in progress, and failed mail either way', () => {
    expect(enquiryFilter({ status: 'waiting', mailFailed: true }).expression).toBe("(status = 'new' || status = 'in_progress') && (staff_mail = 'failed' || customer_mail = 'failed')")
  })

  it('counts whole days in Amsterdam time, summer and winter', () => {
    expect(enquiryFilter({ from: '2026-07-01', to: '2026-07-01' }).params).toEqual({ from: '2026-06-30 22:00:00.000Z', to: '2026-07-01 22:00:00.000Z' })
    expect(enquiryFilter({ from: '2026-12-01' }).params).toEqual({ from: '2026-11-30 23:00:00.000Z' })
    expect(enquiryFilter({ from: 'yesterday' }).expression).toBe('')
    expect(amsterdamOffsetHours(new Date(Date.UTC(2026, 2, 29, 0, 59)))).toBe(1)
    expect(amsterdamOffsetHours(new Date(Date.UTC(2026, 2, 29, 1, 0)))).toBe(2)
    expect(amsterdamOffsetHours(new Date(Date.UTC(2026, 9, 25, 1, 0)))).toBe(1)
  })
})

const enquiry: EnquiryRecord = {
  id: 'abc123',
  created: '2026-11-24 09:15:00.000Z',
  name: 'Pieter "PJ" Bakker',
  email: 'pieter@example.nl',
  phone: '+31 6 1234 5678',
  service: 'half-time-show',
  message: 'In de rust,\nop 14 maart.',
  form_type: 'demo',
  additional_data: { location: 'Eindhoven', budget: '10k-25k' },
  locale: 'nl',
  status: 'new',
  staff_mail: 'sent',
  customer_mail: 'failed',
  mail_attempts: 1,
  mail_last_error: '',
  internal_notes: '=SUM(A1)',
}

const labels: EnquiryLabels = {
  detailRows: () => [
    { field: 'name', label: 'Organizer name', value: 'Pieter', long: false },
    { field: 'additionalData.location', label: 'Location', value: 'Eindhoven', long: false },
    { field: 'additionalData.budget', label: 'Budget', value: '€10,000 to €25,000', long: false },
  ],
  formTypeLabel: () => 'Demonstration request',
  serviceLabel: () => 'Half-time show',
  formTypes: ['demo'],
  services: [],
}

describe('the CSV export', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell('-1')).toBe("'-1")
  })

  it('writes a header and one line per enquiry, the extra details in one column', () => {
    const names = { received: 'Received', reference: 'Reference', formType: 'Form', service: 'Service', status: 'Status', language: 'Language', name: 'Name', email: 'Email', phone: 'Phone', message: 'Message', details: 'Details', notes: 'Notes', mail: 'Mail' }
    const csv = enquiriesCsv([enquiry], labels, names, (status) => status.toUpperCase())
    const [header, line, end] = csv.split('\r\n')
    expect(header).toBe('\ufeffReceived,Reference,Form,Service,Status,Language,Name,Email,Phone,Message,Details,Notes,Mail')
    expect(line).toBe(
      '2026-11-24 09:15:00.000Z,abc123,Demonstration request,Half-time show,NEW,nl,"Pieter ""PJ"" Bakker",pieter@example.nl,\'+31 6 1234 5678,"In de rust,\nop 14 maart.","Location: Eindhoven; Budget: €10,000 to €25,000",\'=SUM(A1),sent/failed',
    )
    expect(end).toBe('')
  })
})

describe('the reply mail', () => {
  it('goes to the customer with the subject and their message quoted', () => {
    const link = replyMailto('pieter@example.nl', 'Re: Demonstration request', 'Dear Pieter,', 'Line one\nLine two', 'You wrote:')
    const url = new URL(link)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('pieter@example.nl')
    expect(url.searchParams.get('subject')).toBe('Re: Demonstration request')
    expect(url.searchParams.get('body')).toBe('Dear Pieter,\n\n\n\nYou wrote:\n> Line one\n> Line two\n')
  })
})
