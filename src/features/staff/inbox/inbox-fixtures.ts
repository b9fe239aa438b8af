import type { DashboardFigures, EnquiryLabels, EnquiryRecord, InboxApi } from './enquiry-types'

/** Example enquiries and a stand-in server for the inbox stories. */
const base = { phone: '', additional_data: {}, mail_attempts: 0, mail_last_error: '', internal_notes: '', staff_mail: 'sent', customer_mail: 'sent' } as const

export const exampleEnquiries: EnquiryRecord[] = [
  { ...base, id: 'enq000000000001', created: '2026-11-24 08:15:00.000Z', name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '+31 6 1234 5678', service: 'tandem-jump', message: 'Could my father and I jump together in June?', form_type: 'contact', locale: 'en', status: 'new' },
  {
    ...base,
    id: 'enq000000000002',
    created: '2026-11-23 14:40:00.000Z',
    name: 'Pieter Bakker',
    email: 'pieter@example.nl',
    service: 'half-time-show',
    message: 'In de rust van de thuiswedstrijd op 14 maart.',
    form_type: 'demo',
    locale: 'nl',
    status: 'in_progress',
    additional_data: { location: 'Philips Stadion, Eindhoven', attendees: 5000, budget: '10k-25k' },
    customer_mail: 'failed',
    mail_attempts: 3,
    mail_last_error: 'dial tcp 10.0.0.5:587: connection refused',
    internal_notes: 'Called back, sends the ground plan.',
  },
  { ...base, id: 'enq000000000003', created: '2026-11-20 10:05:00.000Z', name: 'Lotte Smit', email: 'lotte@example.nl', service: 'team-building', message: 'A day out for 40 colleagues.', form_type: 'corporate', locale: 'nl', status: 'answered', additional_data: { companyName: 'Smit Logistiek', attendees: 40 } },
]

export const exampleFigures: DashboardFigures = { waiting: 2, mailFailed: 1, newsletterConfirmed: 148, newsletterPending: 6, week: { enquiries: 3, answered: 1, newsletterSignUps: 9 } }

const titles: Record<string, string> = { contact: 'General enquiry', demo: 'Demonstration request', tandem: 'Tandem jump request', corporate: 'Corporate event request' }
const serviceNames: Record<string, string> = { 'tandem-jump': 'Tandem Jump', 'half-time-show': 'Half-time show', 'team-building': 'Team Building Event' }

/** The enquiry form's labels as the route hands them over (English only: enough for the stories). */
export const exampleLabels: EnquiryLabels = {
  detailRows: (enquiry) => [
    { field: 'name', label: 'Name', value: enquiry.name, long: false },
    { field: 'email', label: 'Email', value: enquiry.email, long: false },
    ...(enquiry.phone ? [{ field: 'phone', label: 'Phone', value: enquiry.phone, long: false }] : []),
    { field: 'service', label: 'Service', value: serviceNames[enquiry.service] ?? enquiry.service, long: false },
    ...Object.entries(enquiry.additional_data ?? {}).map(([key, value]) => ({ field: `additionalData.${key}`, label: key, value: String(value), long: false })),
    { field: 'message', label: 'Message', value: enquiry.message, long: true },
  ],
  formTypeLabel: (formType) => titles[formType] ?? formType,
  serviceLabel: (_formType, service) => serviceNames[service] ?? service,
  formTypes: ['contact', 'demo', 'tandem', 'corporate'],
  services: [
    { formType: 'contact', value: 'tandem-jump', label: 'Tandem Jump' },
    { formType: 'demo', value: 'half-time-show', label: 'Half-time show' },
    { formType: 'corporate', value: 'team-building', label: 'Team Building Event' },
  ],
}

export interface FakeInbox extends InboxApi {
  /** Announces a new enquiry as the realtime connection would. */
  arrive(enquiry: EnquiryRecord): void
  calls: string[]
}

/** Filters by status and search only: enough to show the screens' states. */
export function fakeInboxApi({ failing = false }: { failing?: boolean } = {}): FakeInbox {
  let records = exampleEnquiries.map((record) => ({ ...record }))
  const listeners = new Set<(enquiry: EnquiryRecord) => void>()
  const calls: string[] = []
  const matching = (filters: Parameters<InboxApi['list']>[0]) =>
    records.filter(
      (record) =>
        (!filters.status || (filters.status === 'waiting' ? record.status === 'new' || record.status === 'in_progress' : record.status === filters.status)) &&
        (!filters.mailFailed || record.customer_mail === 'failed' || record.staff_mail === 'failed') &&
        (!filters.search || `${record.name} ${record.email} ${record.message}`.toLowerCase().includes(filters.search.toLowerCase())),
    )
  const denied = () => Promise.reject(Object.assign(new Error('forbidden'), { status: 403 }))
  return {
    calls,
    arrive: (enquiry) => {
      records = [enquiry, ...records]
      listeners.forEach((listener) => listener(enquiry))
    },
    list: async (filters) => (failing ? denied() : { items: matching(filters), totalItems: matching(filters).length, page: 1, totalPages: 1 }),
    all: async (filters) => matching(filters),
    figures: async () => (failing ? denied() : exampleFigures),
    update: async (id, change) => {
      calls.push(`update ${id} ${JSON.stringify(change)}`)
      records = records.map((record) => (record.id === id ? { ...record, ...change } : record))
      return records.find((record) => record.id === id)!
    },
    remove: async (id) => {
      calls.push(`remove ${id}`)
      records = records.filter((record) => record.id !== id)
    },
    retryMail: async (id) => {
      calls.push(`retry ${id}`)
      records = records.map((record) => (record.id === id ? { ...record, customer_mail: 'pending' } : record))
      return ['customer_mail']
    },
    watch: async (onNew) => {
      listeners.add(onNew)
      return () => listeners.delete(onNew)
    },
  }
}
