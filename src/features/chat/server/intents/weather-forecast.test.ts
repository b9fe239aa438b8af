import { describe, expect, it } from 'vitest'
import { createAnswerEngine } from '../engine'
import { standardIntents } from '.'
import { weatherForecastIntent, type DayOutlook, type OutlookLookup } from './weather-forecast'

/** Tuesday 24 November 2026, 10:00 in Amsterdam. */
const now = () => new Date(Date.UTC(2026, 10, 24, 9))

function engineWith(outlook: (slug: string, date: string) => DayOutlook | null) {
  const asked: string[] = []
  const lookup: OutlookLookup = (slug, date) => {
    asked.push(`${slug} ${date}`)
    return outlook(slug, date)
  }
  return { asked, engine: createAnswerEngine({ intents: [weatherForecastIntent(lookup, now), ...standardIntents] }) }
}

const good = (slug: string, date: string): DayOutlook => ({ place: slug === 'texel' ? 'Texel Airport' : 'Teuge Airport (Apeldoorn)', date, covered: true, windows: [{ from: '09:00', to: '16:00' }], reasons: [] })

describe('can we jump on a day', () => {
  it('answers from the verdict of the base for today, tomorrow and a weekday', () => {
    const { asked, engine } = engineWith(good)
    const reply = engine.answer('Can we jump tomorrow?', 'en')
    expect(reply.intents).toEqual(['weather-forecast'])
    expect(reply.response).toMatch(/^According to the forecast for Teuge Airport \(Apeldoorn\), we can jump tomorrow \(25 November\) in these hours: 9:00-16:00\./)
    expect(reply.sources.map((source) => source.url)).toEqual(['/weather'])
    engine.answer('can we jump today', 'en')
    engine.answer('kunnen we zaterdag springen?', 'nl')
    expect(asked).toEqual(['teuge 2026-11-25', 'teuge 2026-11-24', 'teuge 2026-11-28'])
  })

  it('gives the reasons for the place named, in Dutch', () => {
    const { asked, engine } = engineWith((slug, date) => ({ place: 'Vliegveld Texel', date, covered: true, windows: [], reasons: ['wind 11,2 m/s, grens 7 m/s'] }))
    const reply = engine.answer('kunnen we morgen springen op texel', 'nl')
    expect(asked).toEqual(['texel 2026-11-25'])
    expect(reply.response).toMatch(/^Volgens de weersverwachting voor Vliegveld Texel kan er morgen \(25 november\) niet gesprongen worden: wind 11,2 m\/s, grens 7 m\/s\./)
  })

  it('says when the forecast does not reach the day, and falls back to the minimums without a forecast', () => {
    const far = engineWith((slug, date) => ({ place: 'Teuge Airport (Apeldoorn)', date, covered: false, windows: [], reasons: [] }))
    expect(far.engine.answer('can we jump on sunday', 'en').response).toMatch(/does not reach Sunday 29 November yet/)
    const none = engineWith(() => null)
    const reply = none.engine.answer('can we jump tomorrow', 'en')
    expect(reply.response).toMatch(/^I cannot check the forecast for a particular day here/)
    expect(reply.handoff).toBe(true)
  })

  it('leaves the general weather question to the minimums', () => {
    const { asked, engine } = engineWith(good)
    expect(engine.answer('what weather do you need to jump?', 'en').intents).toEqual(['weather-minimums'])
    expect(asked).toEqual([])
  })
})
