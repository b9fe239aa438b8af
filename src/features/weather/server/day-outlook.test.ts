import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseForecastBody } from '../open-meteo/parse'
import { dayOutlook } from './day-outlook'

const source = (name: string) =>
  parseForecastBody(readFileSync(new URL(`../../../../tests/fixtures/open-meteo/${name}.json`, import.meta.url), 'utf8'), 1)[0]!.hours
/** 15 June 2026 at 09:20 in Amsterdam (CEST). */
const nowMs = Date.UTC(2026, 5, 15, 7, 20)
const cached = (name: string) => ({ source: source(name), fetchedAtMs: nowMs, stale: false })

describe('the verdict of one day for the chat', () => {
  it('gives the jumpable windows of a good day', () => {
    const outlook = dayOutlook('teuge', cached('good-day'), { locale: 'nl', date: '2026-06-15', nowMs })
    expect(outlook).toMatchObject({ place: 'Vliegveld Teuge (Apeldoorn)', date: '2026-06-15', covered: true, reasons: [] })
    expect(outlook!.windows.length).toBeGreaterThan(0)
  })

  it('gives the reasons of a day without a jumpable hour, the most frequent first, in the language asked', () => {
    const outlook = dayOutlook('texel', cached('windy'), { locale: 'en', date: '2026-06-15', nowMs })
    expect(outlook).toMatchObject({ place: 'Texel Airport', covered: true, windows: [] })
    expect(outlook!.reasons[0]).toMatch(/^(wind|gusts) [\d.]+ m\/s/)
  })

  it('says when the forecast does not reach the day', () => {
    expect(dayOutlook('teuge', cached('good-day'), { locale: 'en', date: '2026-06-25', nowMs })).toMatchObject({ covered: false, windows: [], reasons: [] })
    expect(dayOutlook('nowhere', cached('good-day'), { locale: 'en', date: '2026-06-15', nowMs })).toBeNull()
  })
})
