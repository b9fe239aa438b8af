import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * What a visitor reads for each code of the shared rules and of the public write routes. The forms
 * show these through Lingui; the hooks answer with the same catalog entries (scripts/hooks-bundle.mjs).
 */
export const ruleMessages = {
  'name.tooShort': msg`Name must be at least 2 characters`,
  'name.tooLong': msg`Name must be at most 50 characters`,
  'name.characters': msg`Name can only contain letters, spaces, hyphens, apostrophes and full stops`,
  'email.invalid': msg`Please enter a valid email address`,
  'email.tooShort': msg`Email must be at least 5 characters`,
  'email.tooLong': msg`Email must be at most 100 characters`,
  'phone.invalid': msg`Please enter a valid phone number`,
  'security.rejected': msg`Form validation failed. Please check your input.`,
  'request.failed': msg`Submission failed. Please try again.`,
  'request.tooLarge': msg`Form validation failed. Please check your input.`,
  'request.rateLimited': msg`Rate limit exceeded. Please wait before submitting again.`,
} satisfies Record<string, MessageDescriptor>

export type RuleCode = keyof typeof ruleMessages
