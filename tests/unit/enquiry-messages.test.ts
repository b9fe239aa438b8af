import { setupI18n } from '@lingui/core'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { enquiryMessages } from '~/features/enquiries/schema/enquiry-messages'
import { messages as dutch } from '~/locales/nl/messages.po'
import { messages as english } from '~/locales/en/messages.po'

const require = createRequire(import.meta.url)
const server = require('../../pb_hooks/lib/enquiry-messages.js') as {
  MESSAGES: Record<string, { en: string; nl: string }>
}

describe('enquiry error texts', () => {
  const i18n = setupI18n({ messages: { en: english, nl: dutch } })

  it('cover the same codes on client and server', () => {
    expect(Object.keys(enquiryMessages).sort()).toEqual(Object.keys(server.MESSAGES).sort())
  })

  it.each(Object.keys(server.MESSAGES))('%s reads the same in English and Dutch on both sides', (code) => {
    i18n.activate('en')
    expect(i18n._(enquiryMessages[code]!)).toBe(server.MESSAGES[code]!.en)
    i18n.activate('nl')
    expect(i18n._(enquiryMessages[code]!)).toBe(server.MESSAGES[code]!.nl)
  })
})
