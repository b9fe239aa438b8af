import { describe, expect, it } from 'vitest'
import { preferenceKey } from '~/lib/i18n/preference'
import { installEarlyInput } from './early-input'

describe('the early input capture', () => {
  it('stores the language under the key the site reads', () => {
    expect(installEarlyInput.toString()).toMatch(new RegExp(`["']${preferenceKey}["']`))
  })

  it('is self-contained, so it can run from the inline boot script', () => {
    // Module-level imports would appear as bundler references in the serialized source.
    expect(installEarlyInput.toString()).not.toMatch(/__vite|import\(|require\(/)
  })
})
