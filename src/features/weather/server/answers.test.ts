import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { reasonText } from '../forecast/reason-messages'
import { parseForecastBody } from '../open-meteo/parse'
import { errorBody, forecastAnswer, locationsAnswer, overviewAnswer } from './answers'

const source = (name: string) =>
  parseForecastBody(readFileSync(new URL(`../../../../tests/fixtures/open-meteo/${name}.json`, import.meta.url), 'utf8'), 1)[0]!.hours
/** 15 June 2026 at the given Amsterdam hour (CEST). */
const at = (hour: number) => Date.UTC(2026, 5, 14, 22 + hour)
const cached = (name: string) => ({ source: source(name), fetchedAtMs: at(13) + 5 * 60_000, stale: false })

describe('reason texts', () => {
  it('name the value and the limit in both languages', () => {
    const reason = { code: 'wind' as const, value: 9.1, limit: 7, severity: 'no-go' as const }
    expect(reasonText(reason, 'en', (d, v) => translate(d, 'en', v))).toBe('wind 9.1 m/s, limit 7 m/s')
    expect(reasonText(reason, 'nl', (d, v) => translate(d, 'nl', v))).toBe('wind 9,1 m/s, grens 7 m/s')
  })

  it('give precipitation its limit of 0 mm, so that "none" cannot be read as "no limit"', () => {
    const reason = { code: 'precipitation' as const, value: 0.6, limit: 0, severity: 'no-go' as const }
    expect(reasonText(reason, 'en', (d, v) => translate(d, 'en', v))).toBe('precipitation 0.6 mm, limit 0 mm')
    expect(reasonText(reason, 'nl', (d, v) => translate(d, 'nl', v))).toBe('neerslag 0,6 mm, grens 0 mm')
  })

  it('write visibility in kilometres', () => {
    const reason = { code: 'visibility' as const, value: 2900, limit: 3000, severity: 'no-go' as const }
    expect(reasonText(reason, 'nl', (d, v) => translate(d, 'nl', v))).toBe('zicht 2,9 km, minimum 3 km')
  })
})

describe('the forecast answer', () => {
  const answer = forecastAnswer('teuge', cached('good-day'), { locale: 'en', jumpType: 'tandem', nowMs: at(13) + 20 * 60_000 })

  it('has the contract fields, from the current hour on, 48 hours', () => {
    expect(answer).toMatchObject({ location: { slug: 'teuge', kind: 'base' }, stale: false, jumpType: 'tandem', fetchedAt: '2026-06-15T13:05:00+02:00' })
    expect(answer.hours).toHaveLength(48)
    expect(answer.hours[0]?.time).toBe('2026-06-15T13:00:00+02:00')
    expect(answer.attribution).toMatchObject({ text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/', licence: 'CC BY 4.0' })
    expect(answer.model).toMatch(/KNMI HARMONIE-AROME/)
  })

  it('names the next jumpable window', () => {
    expect(answer.nextJumpableWindow).toEqual({ start: '2026-06-15T13:00:00+02:00', end: '2026-06-15T22:00:00+02:00', hours: 9 })
  })

  it('writes the briefing in English', () => {
    expect(answer.bulletin?.title).toBe('Briefing for Teuge Airport (Apeldoorn), 15 June 2026, 13:00')
    expect(answer.bulletin?.paragraphs[0]).toBe('Good jumping weather for tandem jumps right now. Jumpable now until 22:00.')
    expect(answer.bulletin?.paragraphs[1]).toMatch(/^Surface wind from the west at \d\.\d m\/s, gusts to \d(\.\d)? m\/s/)
    expect(answer.bulletin?.paragraphs.join(' ')).toMatch(/exit about \d(\.\d)? km west of the landing area/)
  })

  it('writes the briefing in Dutch', () => {
    const dutch = forecastAnswer('hoogeveen', cached('windy'), { locale: 'nl', jumpType: 'student', nowMs: at(14) })
    expect(dutch.bulletin?.title).toBe('Briefing voor Vliegveld Hoogeveen, 15 juni 2026, 14:00')
    expect(dutch.bulletin?.paragraphs[0]).toMatch(/^Op dit moment geen leerlingsprongen: wind \d+,\d m\/s, grens 6 m\/s; /)
    expect(dutch.bulletin?.paragraphs[0]).toMatch(/Er zit geen springvenster in de verwachting\.$/)
    expect(dutch.bulletin?.paragraphs.join(' ')).toMatch(/De modellen lopen uiteen/)
    expect(dutch.attribution.text).toBe('Weergegevens van Open-Meteo.com')
  })

  it('gives the surface wind without a direction when the models give none', () => {
    const calm = { ...cached('good-day'), source: source('good-day').map((hour) => ({ ...hour, windDirectionDeg: null })) }
    const english = forecastAnswer('teuge', calm, { locale: 'en', jumpType: 'tandem', nowMs: at(13) })
    const dutch = forecastAnswer('teuge', calm, { locale: 'nl', jumpType: 'tandem', nowMs: at(13) })
    expect(english.bulletin?.paragraphs[1]).toMatch(/^Surface wind variable at \d\.\d m\/s, gusts to \d(\.\d)? m\/s\./)
    expect(dutch.bulletin?.paragraphs[1]).toMatch(/^Grondwind uit wisselende richting, \d,\d m\/s met windstoten tot \d(,\d)? m\/s\./)
  })

  it('says when the next window opens on a later day', () => {
    const wet = forecastAnswer('teuge', cached('wet'), { locale: 'nl', jumpType: 'tandem', nowMs: at(14) })
    expect(wet.bulletin?.paragraphs[0]).toMatch(/Het volgende springvenster is overmorgen van 06:00 tot/)
  })
})

describe('the overview answer', () => {
  it('gives every location its verdict now and its next window, and marks locations without data', () => {
    const overview = overviewAnswer({ teuge: cached('good-day'), texel: { ...cached('windy'), stale: true } }, { locale: 'en', jumpType: 'tandem', nowMs: at(14) })
    expect(overview.locations).toHaveLength(locationsAnswer().length)
    expect(overview.locations[0]).toMatchObject({ slug: 'teuge', now: { verdict: 'go' }, stale: false })
    expect(overview.locations[1]).toMatchObject({ slug: 'texel', now: { verdict: 'no-go' }, nextJumpableWindow: null, stale: true })
    expect(overview.locations[2]).toMatchObject({ slug: 'hoogeveen', now: null, fetchedAt: null })
    expect(overview.stale).toBe(true)
  })
})

describe('refusals', () => {
  it('carry the message in the asker language', () => {
    expect(errorBody('weather.unavailable', 'nl')).toEqual({ code: 'weather.unavailable', message: 'Kan weergegevens niet laden' })
    expect(errorBody('weather.unavailable', 'en').message).toBe('Could not load weather data')
  })
})
