/** An enquiry as the staff screens read it from the `enquiries` collection. */
export interface EnquiryRecord {
  id: string
  created: string
  name: string
  email: string
  phone: string
  service: string
  message: string
  form_type: string
  additional_data: Record<string, unknown> | null
  locale: 'en' | 'nl'
  status: EnquiryStatus
  staff_mail: MailState
  customer_mail: MailState
  mail_attempts: number
  mail_last_error: string
  internal_notes: string
}

export const enquiryStatuses = ['new', 'in_progress', 'answered', 'closed'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]
/** `limited`: not sent, the address had the day's number of mails from the site's forms. */
export type MailState = 'pending' | 'sent' | 'failed' | 'limited'

/** The labels of the enquiry form, handed in by the route (features do not import each other). */
export interface EnquiryLabels {
  detailRows(enquiry: EnquiryRecord): { field: string; label: string; value: string; long: boolean }[]
  formTypeLabel(formType: string): string
  serviceLabel(formType: string, service: string): string
  formTypes: readonly string[]
  services: readonly { formType: string; value: string; label: string }[]
}

export interface EnquiryFilters {
  status?: EnquiryStatus | 'waiting' | ''
  formType?: string
  service?: string
  locale?: 'en' | 'nl' | ''
  /** YYYY-MM-DD, both days included. */
  from?: string
  to?: string
  search?: string
  mailFailed?: boolean
}

export interface DashboardFigures {
  waiting: number
  mailFailed: number
  newsletterConfirmed: number
  newsletterPending: number
  week: { enquiries: number; answered: number; newsletterSignUps: number }
}

export interface EnquiryPage {
  items: EnquiryRecord[]
  totalItems: number
  page: number
  totalPages: number
}

/** The calls of the dashboard and the inbox; stories stand in for the server. */
export interface InboxApi {
  list(filters: EnquiryFilters, page: number): Promise<EnquiryPage>
  all(filters: EnquiryFilters): Promise<EnquiryRecord[]>
  figures(now: Date): Promise<DashboardFigures>
  update(id: string, change: { status?: EnquiryStatus; internal_notes?: string }): Promise<EnquiryRecord>
  remove(id: string): Promise<void>
  retryMail(id: string): Promise<string[]>
  /** Calls back for each new enquiry until the returned function is called. */
  watch(onNew: (enquiry: EnquiryRecord) => void, onReconnect: () => void): Promise<() => void>
}
