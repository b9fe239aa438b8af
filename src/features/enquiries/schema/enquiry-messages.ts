import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ruleMessages } from '~/lib/validation/rule-messages'

/**
 * What the form shows, and the enquiry route answers, for each error code of the enquiry rules
 * (enquiry-schema.ts) and of the route itself.
 */
const enquiryMessages: Record<string, MessageDescriptor> = {
  ...ruleMessages,
  'service.required': msg`Please select a service`,
  'service.invalid': msg`Please select a valid service`,
  'message.tooShort': msg`Message must be at least 10 characters`,
  'message.tooLong': msg`Message must be at most 1000 characters`,
  'message.empty': msg`Message cannot be empty`,
  'formType.invalid': msg`Please choose one of the forms`,
  'additionalData.invalid': msg`The extra details could not be read`,
  'additional.tooLong': msg`This field can hold at most 500 characters`,
  'option.invalid': msg`Please choose one of the options`,
  'date.invalid': msg`Please enter a valid date`,
  'attendees.invalid': msg`Please enter a whole number of people`,
  'weight.tooLow': msg`Minimum weight is 40kg`,
  'weight.overLimit': msg`Tandem jumps are possible up to 100 kg body weight`,
  'idempotency.invalid': ruleMessages['request.failed'],
  'idempotency.conflict': msg`This enquiry was already sent with other details. Please reload the page and send it again.`,
}

/** The message of a code, or the generic failure for a code the client does not know. */
export function enquiryMessageFor(code: string): MessageDescriptor {
  return enquiryMessages[code] ?? ruleMessages['request.failed']
}
