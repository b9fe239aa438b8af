import { msg } from '@lingui/core/macro'

/**
 * Texts the widget shows and the assistant refers to: the assistant's answers name the button by
 * this same label, so they cannot drift apart.
 */
export const talkToPersonLabel = msg`Talk to a person`

/** The first message of the widget, in the page's language; {talk} is the label above. */
export const welcomeText = msg({
  message: 'Hello! I am the AI assistant of ParaPro Skydiving. I answer questions about our jumps, demonstrations and booking from the pages of this site. Would you rather talk to a person? Choose "{talk}" at any time.',
})
