import { describe, expect, it } from 'vitest'
import { enquiryPrefillState, prefilledEnquiryMessage, prefillMaxLength } from './enquiry-prefill'

describe('a message handed to the enquiry form', () => {
  it('travels in the history state, cut to what the message field holds', () => {
    const state = enquiryPrefillState('x'.repeat(prefillMaxLength + 50))
    expect(prefilledEnquiryMessage(state)).toHaveLength(prefillMaxLength)
  })

  it('is absent when none or only blanks were given', () => {
    expect(prefilledEnquiryMessage({})).toBeUndefined()
    expect(prefilledEnquiryMessage(enquiryPrefillState('  '))).toBeUndefined()
  })
})
