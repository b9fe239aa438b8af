import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { replyWithinHours } from '~/content/facts'
import { formatCalendarDate, formatNumber } from '~/lib/i18n/format-without-intl'
import type { Locale } from '~/lib/i18n/locales'
import { mailGreeting } from '~/lib/i18n/mail-greeting'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { contactLabels, requestTitles } from '../enquiry-labels'
import { formFields, type FieldSpec } from '../form-config'
import type { FormType } from '../schema/options'

/** An enquiry as stored, read back for its e-mails. */
export interface StoredEnquiry {
  id: string
  name: string
  email: string
  phone: string
  service: string
  message: string
  formType: FormType
  locale: Locale
  additionalData: Record<string, string | number>
}

export interface MailText {
  subject: string
  text: string
}

function valueOf(spec: FieldSpec, enquiry: StoredEnquiry, locale: Locale): string {
  const [top, detail] = spec.path.split('.')
  const raw = detail ? enquiry.additionalData[detail] : enquiry[top as keyof StoredEnquiry]
  if (raw === undefined || raw === null || raw === '') return ''
  const option = spec.options?.find((item) => item.value === raw)
  if (option) return translate(option.label, locale)
  if (spec.kind === 'number' && typeof raw === 'number') return formatNumber(raw, locale)
  if (spec.kind === 'date') return formatCalendarDate(String(raw), locale)
  return String(raw)
}

/**
 * The fields whose value the visitor picked rather than typed (a listed option, a number, a date):
 * what a mail to an address nobody has confirmed may repeat. Typed text could be anyone's words and
 * links, sent in the company's name to whatever address was typed.
 */
const isChosenValue = (spec: FieldSpec) => spec.options !== undefined || spec.kind === 'number' || spec.kind === 'date'

/** "Label: value" for every field of the tab that was filled in, in the order of the form. */
function detailLines(enquiry: StoredEnquiry, locale: Locale, only: (spec: FieldSpec) => boolean = () => true): string[] {
  return formFields[enquiry.formType].filter(only).flatMap((spec) => {
    const value = valueOf(spec, enquiry, locale)
    if (value === '') return []
    const label = translate(contactLabels[spec.path] ?? spec.label, locale)
    return spec.kind === 'textarea' ? [`${label}:`, value] : [`${label}: ${value}`]
  })
}

const languageNames: Record<Locale, MessageDescriptor> = { en: msg`English`, nl: msg`Dutch` }

/** The notification to the company, in the staff's language, with every detail the customer gave. */
export function staffMailText(enquiry: StoredEnquiry, staffLocale: Locale): MailText {
  const t = (descriptor: MessageDescriptor) => translate(descriptor, staffLocale)
  const title = t(requestTitles[enquiry.formType])
  const { name, id: reference } = enquiry
  const language = t(languageNames[enquiry.locale])
  const lines = [
    t(msg`${title} from ${name}`),
    '',
    ...detailLines(enquiry, staffLocale),
    '',
    t(msg`Language: ${language}`),
    t(msg`Reference: ${reference}`),
    '',
    t(msg`Reply to this e-mail to answer the customer directly.`),
  ]
  return { subject: `${title}: ${name}`, text: lines.join('\n') }
}

/**
 * The confirmation to the customer, in their language. Nobody has confirmed the address yet, so it
 * repeats only what was picked from the form's lists, never typed text (name, message, phone): the
 * form cannot be used to send someone else words or links from the company. `phone` is the number
 * staff set in the business details; without one the mail offers only a reply.
 */
export function customerMailText(enquiry: StoredEnquiry, appName: string, phone = ''): MailText {
  const { locale, id: reference } = enquiry
  const t = (descriptor: MessageDescriptor) => translate(descriptor, locale)
  const hours = replyWithinHours
  const chosen = detailLines(enquiry, locale, isChosenValue)
  const lines = [
    mailGreeting('', locale),
    '',
    t(msg`Thank you for your enquiry. We will reply with an answer or a quote within ${hours} hours.`),
    '',
    ...(chosen.length > 0 ? [t(msg`What you asked about:`), ...chosen, ''] : []),
    t(msg`Your message and contact details are with us; this e-mail does not repeat them.`),
    t(msg`Your reference: ${reference}`),
    phone ? t(msg`Anything to add? Reply to this e-mail or call us at ${phone}.`) : t(msg`Anything to add? Reply to this e-mail.`),
    '',
    t(msg`Kind regards,`),
    appName,
  ]
  return { subject: t(msg`We have received your enquiry - ${appName}`), text: lines.join('\n') }
}
