import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { figures } from './facts'

/** Every English message of the site (the catalog the extractor writes from the code). */
const messages = [...readFileSync('src/locales/en/messages.po', 'utf8').matchAll(/^msgid "(.*)"$/gm)].map((match) => match[1]!)

describe('one claim, one wording (issue 21)', () => {
  it('the shows figure is always "{shows} shows", never a kind of show', () => {
    const withFigure = messages.filter((message) => message.includes('{shows}'))
    expect(withFigure.length).toBeGreaterThan(5)
    expect(withFigure.filter((message) => !/\{shows\} shows\b/.test(message))).toEqual([])
    expect(withFigure.filter((message) => /\{shows\} shows (in stadiums|and demonstrations)/.test(message))).toEqual([])
  })

  it('no message writes a headline figure out instead of taking it from the facts', () => {
    const thousands = (value: number) => [value.toLocaleString('en-GB'), value.toLocaleString('nl-NL')]
    const written = [`${figures.shows}+`, ...thousands(figures.jumps), ...thousands(figures.repacks), `${figures.safetyRecordPercent}%`]
    expect(messages.filter((message) => written.some((figure) => message.includes(figure)))).toEqual([])
  })
})

describe('the home hero', () => {
  it('words its figures as the shared stats do', () => {
    const hero = readFileSync('src/features/home/components/HomeHero/HomeHero.tsx', 'utf8')
    const labels = [...hero.matchAll(/label: t`([^`]+)`/g)].map((match) => match[1])
    expect(labels).toEqual(['years of experience', 'shows', 'safety record'])
    const stats = readFileSync('src/content/home/stats.ts', 'utf8')
    for (const label of labels) expect(stats).toContain(`msg\`${label}\``)
  })
})
