import type { EnquiryLabels, EnquiryRecord } from './enquiry-types'

/** One cell: quoted when it holds a separator, a quote or a line break; a leading =+-@ is defused for spreadsheets. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export interface CsvColumnNames {
  received: string
  reference: string
  formType: string
  service: string
  status: string
  language: string
  name: string
  email: string
  phone: string
  message: string
  details: string
  notes: string
  mail: string
}

/** The enquiries as CSV (comma-separated, CRLF lines, UTF-8 with a byte-order mark for spreadsheets). */
export function enquiriesCsv(enquiries: EnquiryRecord[], labels: EnquiryLabels, names: CsvColumnNames, statusLabel: (status: string) => string): string {
  const header = [names.received, names.reference, names.formType, names.service, names.status, names.language, names.name, names.email, names.phone, names.message, names.details, names.notes, names.mail]
  const rows = enquiries.map((enquiry) => {
    const details = labels
      .detailRows(enquiry)
      .filter((row) => row.field.startsWith('additionalData.'))
      .map((row) => `${row.label}: ${row.value}`)
      .join('; ')
    return [
      enquiry.created,
      enquiry.id,
      labels.formTypeLabel(enquiry.form_type),
      labels.serviceLabel(enquiry.form_type, enquiry.service),
      statusLabel(enquiry.status),
      enquiry.locale,
      enquiry.name,
      enquiry.email,
      enquiry.phone,
      enquiry.message,
      details,
      enquiry.internal_notes,
      `${enquiry.staff_mail}/${enquiry.customer_mail}`,
    ]
  })
  return '\ufeff' + [header, ...rows].map((row) => row.map((cell) => csvCell(String(cell ?? ''))).join(',')).join('\r\n') + '\r\n'
}
