import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FormType } from './schema/options'

/** What each tab's enquiry is called, in mails and on the staff screens. */
export const requestTitles: Record<FormType, MessageDescriptor> = {
  contact: msg`General enquiry`,
  demo: msg`Demonstration request`,
  tandem: msg`Tandem jump request`,
  corporate: msg`Corporate event request`,
}

/** Staff and customer read the contact details under the same plain labels on every tab. */
export const contactLabels: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  email: msg`Email`,
  phone: msg`Phone`,
}
