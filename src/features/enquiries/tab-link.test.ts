import { describe, expect, it } from 'vitest'
import { enquiryTabSearch, requestedEnquiryTab } from './tab-link'

describe('links to an enquiry tab', () => {
  it('reads a known tab from the search and round-trips the link search', () => {
    expect(requestedEnquiryTab(enquiryTabSearch('tandem'))).toBe('tandem')
    expect(requestedEnquiryTab({ tab: 'corporate' })).toBe('corporate')
  })

  it('ignores missing, unknown and non-string values', () => {
    expect(requestedEnquiryTab({})).toBeUndefined()
    expect(requestedEnquiryTab({ tab: 'admin' })).toBeUndefined()
    expect(requestedEnquiryTab({ tab: 3 })).toBeUndefined()
  })
})
