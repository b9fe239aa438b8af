import { describe, expect, it } from 'vitest'
import type { Passage } from '../knowledge/passages'
import { createAnswerEngine } from '../engine'
import { answerWithModel } from './model-answer'
import { checkModelReply } from './guardrails'

const passage = (text: string, heading = ''): Passage => ({ id: 'faq:test', pageKey: 'faq', title: 'FAQ', url: '/faq', heading, text })
const clothing = [passage('Comfortable sports clothes that suit the weather and laced trainers. Leave jewellery and loose items on the ground.', 'What should I wear?')]
const weight = [passage('Most tandem jumpers weigh between 40 and 95 kg. The upper limit for a tandem jump is 100 kg.')]

describe('the checks on a model reply', () => {
  it('accepts a reply the passages support, without its citations', () => {
    expect(checkModelReply('Wear comfortable sports clothes and laced trainers [1].', 'what should i wear', clothing, 'en')).toEqual({
      ok: true,
      text: 'Wear comfortable sports clothes and laced trainers.',
      cited: [1],
    })
  })

  it.each([
    ['a price', 'A tandem jump costs € 249. [1]', 'price'],
    ['an amount in words', 'It is 250 euro per person.', 'price'],
    ['a figure the passages lack', 'The upper limit is 120 kg. [1]', 'number 120'],
    ['a link', 'See www.example.com for sports clothes.', 'link'],
    ['claims no passage makes', 'We also offer bungee jumping and free pizza every Sunday.', 'unsupported'],
    ['the no-answer marker', 'NO_ANSWER', 'no-answer'],
    ['nothing', '', 'no-answer'],
    ['the other language', 'Draag comfortabele sportkleding en sportschoenen met veters.', 'language'],
  ])('refuses %s', (_, reply, reason) => {
    const passages = reason.startsWith('number') ? weight : clothing
    expect(checkModelReply(reply, 'what should I wear', passages, 'en')).toEqual({ ok: false, reason })
  })

  it('allows a weight the visitor stated, and the site’s limits', () => {
    expect(checkModelReply('At 85 kg you are below the limit of 100 kg for a tandem jump.', 'i weigh 85 kg', weight, 'en').ok).toBe(true)
  })
})

describe('the model step', () => {
  const engine = createAnswerEngine()

  it('is not asked for exact answers', () => {
    const reply = engine.answer('how much does it cost', 'en')
    const outcome = answerWithModel('how much does it cost', reply, 'model', () => {
      throw new Error('must not be called')
    })
    expect(outcome).toEqual({ reply, note: 'not asked' })
  })

  it('rephrases a passage answer and cites its page', () => {
    const reply = engine.answer('what should I wear on the day', 'en')
    expect(reply.kind).toBe('intent')
    const passageReply = engine.answer('do you repack reserve parachutes', 'en')
    const outcome = answerWithModel('do you repack reserve parachutes', passageReply, 'model', () => ({
      choices: [{ message: { content: 'Yes, our own riggers repack main and reserve parachutes. [1]' } }],
    }))
    expect(outcome.note).toBe('used')
    expect(outcome.reply).toMatchObject({ kind: 'model', response: 'Yes, our own riggers repack main and reserve parachutes.', handoff: false })
    expect(outcome.reply.sources[0]?.url).toBe('/services')
  })

  it('keeps the engine’s answer when the transport fails', () => {
    const passageReply = engine.answer('do you repack reserve parachutes', 'en')
    const outcome = answerWithModel('do you repack reserve parachutes', passageReply, 'model', () => {
      throw new Error('timeout')
    })
    expect(outcome.reply).toBe(passageReply)
    expect(outcome.note).toBe('failed: Error: timeout')
  })
})
