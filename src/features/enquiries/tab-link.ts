import * as v from 'valibot'
import { formTypes, type FormType } from './schema/options'

/**
 * Links open a given tab of the enquiry form with `?tab=<form type>` on a page
 * with the contact section, e.g. the booking widget's "Book now":
 * /contact?tab=tandem#contact (spec-decisions, booking widget).
 */
export const enquiryTabParam = 'tab'

const tabSchema = v.picklist(formTypes)

/** The tab a location's search asks for, or undefined for none or an unknown value. */
export function requestedEnquiryTab(search: Record<string, unknown>): FormType | undefined {
  const parsed = v.safeParse(tabSchema, search[enquiryTabParam])
  return parsed.success ? parsed.output : undefined
}

/** The search of a link that opens the given tab. */
export function enquiryTabSearch(tab: FormType): Record<string, string> {
  return { [enquiryTabParam]: tab }
}
