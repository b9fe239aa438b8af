import { describe, expect, it } from 'vitest'
import { showcaseTiles } from '~/content/home/media'
import type { StoredVideo } from './api/videos'
import { formatDuration, matchTiles } from './media-tiles'

let sequence = 0
function clip(name: string, fileName = `upload_${sequence}.webm`): StoredVideo {
  sequence += 1
  return {
    id: `id${sequence}`,
    name,
    fileName,
    publicUrl: `/api/files/videos/id${sequence}/${fileName}`,
    createdAt: '2026-11-01 10:00:00.000Z',
  }
}

const matchedNames = (videos: StoredVideo[]) =>
  Object.fromEntries(matchTiles(showcaseTiles, videos).map(({ tile, video }) => [tile.key, video?.name]))

describe('matching showcase tiles to uploaded clips', () => {
  it('has the three tiles of the spec, in order', () => {
    expect(showcaseTiles.map((tile) => tile.key)).toEqual(['helicopter', 'balloon', 'demo'])
  })

  it('matches by record name, case-insensitive', () => {
    expect(matchedNames([clip('DEMO stadium'), clip('Helicopter jump 2026'), clip('Balloon at sunrise')])).toEqual({
      helicopter: 'Helicopter jump 2026',
      balloon: 'Balloon at sunrise',
      demo: 'DEMO stadium',
    })
  })

  it('puts a clip in the tile staff chose for it, whatever its name', () => {
    const chosen = { ...clip('Helicopter over the stadium'), tile: 'demo' }
    expect(matchedNames([chosen, clip('helicopter training')])).toEqual({ helicopter: 'helicopter training', balloon: undefined, demo: 'Helicopter over the stadium' })
  })

  it.each(['balloon', 'Ballon', 'LUCHTBALLON boven Apeldoorn', 'hot-air-balloon'])(
    'fills the balloon tile with a clip named "%s"',
    (name) => expect(matchedNames([clip(name)]).balloon).toBe(name),
  )

  it('matches by file name when the record name says nothing', () => {
    const video = clip('Summer 2026', 'luchtballon_sprong_k3j9x2a1b0.mp4')
    expect(matchedNames([video])).toEqual({ helicopter: undefined, balloon: 'Summer 2026', demo: undefined })
  })

  it('leaves a tile without a matching clip empty (it then opens the social page)', () => {
    const result = matchTiles(showcaseTiles, [clip('helicopter'), clip('tandem from the aircraft')])
    expect(result.map(({ tile, video }) => [tile.key, video !== undefined])).toEqual([
      ['helicopter', true],
      ['balloon', false],
      ['demo', false],
    ])
  })

  it('takes the first matching clip of the list, which is the newest', () => {
    const newest = clip('Demo 2026')
    expect(matchTiles(showcaseTiles, [newest, clip('Demo 2024')])[2]?.video).toBe(newest)
  })

  it('plays one clip in one tile only', () => {
    expect(matchedNames([clip('helicopter and balloon demo')])).toEqual({
      helicopter: 'helicopter and balloon demo',
      balloon: undefined,
      demo: undefined,
    })
  })

  it('does not match unrelated names', () => {
    expect(matchedNames([clip('heli'), clip('ball'), clip('dem0'), clip('tandem')])).toEqual({
      helicopter: undefined,
      balloon: undefined,
      demo: undefined,
    })
  })

  it('returns every tile with no clips at all', () => {
    expect(matchTiles(showcaseTiles, []).map(({ tile, video }) => [tile.key, video])).toEqual([
      ['helicopter', undefined],
      ['balloon', undefined],
      ['demo', undefined],
    ])
  })
})

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [4, '0:04'],
    [45.4, '0:45'],
    [187, '3:07'],
    [3723, '1:02:03'],
  ])('%s s -> %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text))
})
