import type { HistoryState } from '@tanstack/react-router'

/**
 * A text another part of the site hands to the general enquiry form's message field (the chat's
 * "talk to a person" passes a summary of the conversation). It travels in the history entry's
 * state, not the URL: a conversation never ends up in an address, a server log or a shared link.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    enquiryMessage?: string
  }
}

/** The message field holds at most this many characters (the enquiry rules). */
export const prefillMaxLength = 1000

export function enquiryPrefillState(message: string): HistoryState {
  return { enquiryMessage: message.slice(0, prefillMaxLength) }
}

export function prefilledEnquiryMessage(state: HistoryState): string | undefined {
  const message = state.enquiryMessage
  return typeof message === 'string' && message.trim() !== '' ? message.slice(0, prefillMaxLength) : undefined
}
