import type { I18n } from '@lingui/core'
import { enquiryDetailRows, formTypeLabel, formTypes, serviceChoices, serviceLabel } from '~/features/enquiries/enquiry-details'
import type { EnquiryLabels } from '~/features/staff/inbox/enquiry-types'
import { isLocale } from '~/lib/i18n/locales'

/** The enquiry form's labels for the staff inbox: the route hands them over, so neither feature imports the other. */
export function enquiryLabels(i18n: I18n): EnquiryLabels {
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  return {
    detailRows: (enquiry) =>
      enquiryDetailRows(
        {
          name: enquiry.name,
          email: enquiry.email,
          phone: enquiry.phone,
          service: enquiry.service,
          message: enquiry.message,
          formType: enquiry.form_type,
          additionalData: enquiry.additional_data ?? {},
        },
        i18n,
        locale,
      ),
    formTypeLabel: (formType) => formTypeLabel(formType, i18n),
    serviceLabel: (formType, service) => serviceLabel(formType, service, i18n),
    formTypes,
    services: serviceChoices(i18n),
  }
}
