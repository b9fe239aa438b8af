import { describe, expect, it } from 'vitest'
import { answerLanguage } from './language'

describe('the language of the answer', () => {
  it('is the page language for short or ambiguous messages', () => {
    expect(answerLanguage('hallo', 'en')).toBe('en')
    expect(answerLanguage('tandem?', 'nl')).toBe('nl')
    expect(answerLanguage('ok', 'nl')).toBe('nl')
  })

  it('switches when the message is clearly in the other language', () => {
    expect(answerLanguage('hoeveel kost een tandemsprong', 'en')).toBe('nl')
    expect(answerLanguage('how much do i have to weigh max', 'nl')).toBe('en')
    expect(answerLanguage('what should I wear on the day', 'nl')).toBe('en')
  })

  it('stays with the page for a mixed message that leans to it', () => {
    expect(answerLanguage('kan ik een tandem jump boeken voor volgende week', 'nl')).toBe('nl')
    expect(answerLanguage('can I book a tandemsprong', 'en')).toBe('en')
  })
})
