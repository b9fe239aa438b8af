import { isFormType, type FormType } from './schema/form-types'

/**
 * Links open a given tab of the enquiry form with `?tab=<form type>` on a page
 * with the contact section, e.g. the booking widget's "Book now":
 * /contact?tab=tandem#contact (product §2.6, the booking widget).
 */
const enquiryTabParam = 'tab'

/**
 * The tab a location's search asks for, or undefined for none or an unknown value. A plain check, not
 * a valibot schema: every page's start-up code imports this module (decision 033).
 */
export function requestedEnquiryTab(search: Record<string, unknown>): FormType | undefined {
  const tab = search[enquiryTabParam]
  return isFormType(tab) ? tab : undefined
}

/** The search of a link that opens the given tab. */
export function enquiryTabSearch(tab: FormType): Record<string, string> {
  return { [enquiryTabParam]: tab }
}
