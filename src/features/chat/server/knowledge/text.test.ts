import { describe, expect, it } from 'vitest'
import { compoundSplit, contentTerms, editDistanceWithin, foldText, words } from './text'

describe('words', () => {
  it('folds case and accents and splits numbers from units', () => {
    expect(foldText('Zoë ÉÉN')).toBe('zoe een')
    expect(words('Ik weeg 95kg, kan dat?')).toEqual(['ik', 'weeg', '95', 'kg', 'kan', 'dat'])
    expect(words('vanaf €250,-')).toEqual(['vanaf', '€', '250'])
  })

  it('keeps letters outside ASCII that do not fold away', () => {
    expect(words('Straße ø')).toEqual(['straße', 'ø'])
  })
})

describe('content terms', () => {
  it('leaves out stop words and question words and stems per language', () => {
    expect(contentTerms('How long does the balloon jump take?', 'en')).toEqual(['balloon', 'jump', 'take'])
    expect(contentTerms('Wat kosten de sprongen?', 'nl')).toEqual(['kost', 'sprong'])
  })

  it('indexes a compound as itself and its parts', () => {
    expect(compoundSplit('tandemsprong')).toEqual(['tandemsprong', 'tandem', 'sprong'])
    expect(compoundSplit('bedrijfsdag')).toEqual(['bedrijfsdag', 'bedrijfs', 'dag'])
    expect(compoundSplit('gewicht')).toEqual(['gewicht'])
  })
})

describe('edit distance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistanceWithin('weigth', 'weight', 1)).toBe(true)
    expect(editDistanceWithin('prijs', 'prys', 1)).toBe(false)
    expect(editDistanceWithin('helicoper', 'helicopter', 1)).toBe(true)
    expect(editDistanceWithin('gewicht', 'gedicht', 1)).toBe(true)
    expect(editDistanceWithin('ballon', 'balloon', 1)).toBe(true)
    expect(editDistanceWithin('wind', 'window', 1)).toBe(false)
  })
})
