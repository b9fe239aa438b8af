import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * What the form shows for each error code of the enquiry rules. The server
 * answers with the same texts (pb_hooks/lib/enquiry-messages.js); a unit test
 * keeps both languages identical on both sides.
 */
export const enquiryMessages: Record<string, MessageDescriptor> = {
  'name.tooShort': msg`Name must be at least 2 characters`,
  'name.tooLong': msg`Name must be at most 50 characters`,
  'name.characters': msg`Name can only contain letters, spaces, hyphens, apostrophes and full stops`,
  'email.invalid': msg`Please enter a valid email address`,
  'email.tooShort': msg`Email must be at least 5 characters`,
  'email.tooLong': msg`Email must be at most 100 characters`,
  'phone.invalid': msg`Please enter a valid phone number`,
  'service.required': msg`Please select a service`,
  'service.invalid': msg`Please select a valid service`,
  'message.tooShort': msg`Message must be at least 10 characters`,
  'message.tooLong': msg`Message must be at most 1000 characters`,
  'message.empty': msg`Message cannot be empty`,
  'security.rejected': msg`Form validation failed. Please check your input.`,
  'formType.invalid': msg`Please choose one of the forms`,
  'additionalData.invalid': msg`The extra details could not be read`,
  'additional.tooLong': msg`This field can hold at most 500 characters`,
  'attendees.invalid': msg`Please enter a whole number of people`,
  'weight.tooLow': msg`Minimum weight is 40kg`,
  'weight.overLimit': msg`Tandem jumps are possible up to 100 kg body weight`,
  'idempotency.invalid': msg`Submission failed. Please try again.`,
  'request.unsupportedType': msg`Submission failed. Please try again.`,
  'request.tooLarge': msg`Form validation failed. Please check your input.`,
}
