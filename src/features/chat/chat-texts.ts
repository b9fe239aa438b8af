import { msg } from '@lingui/core/macro'

/**
 * Texts the widget shows and the assistant refers to: the assistant's answers name the button by
 * this same label, so they cannot drift apart.
 */
export const talkToPersonLabel = msg`Talk to a person`
