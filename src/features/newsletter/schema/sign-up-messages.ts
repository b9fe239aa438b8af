import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ruleMessages } from '~/lib/validation/rule-messages'

/** What the sign-up form shows, and the route answers, for each code. */
const signUpMessages: Record<string, MessageDescriptor> = {
  ...ruleMessages,
  'name.invalid': msg`Please enter your name (2 to 30 letters)`,
}

export function signUpMessageFor(code: string): MessageDescriptor {
  return signUpMessages[code] ?? ruleMessages['request.failed']
}
