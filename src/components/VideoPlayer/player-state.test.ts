import { describe, expect, it } from 'vitest'
import { initialPlayerState, nextPlayerState, type PlayerEvent, type PlayerState } from './player-state'

const run = (events: PlayerEvent[], from: PlayerState = initialPlayerState) => events.reduce(nextPlayerState, from)

describe('the video player states', () => {
  it('starts loading', () => expect(initialPlayerState).toBe('loading'))

  it('autoplays: loading, then playing', () => {
    expect(run([{ type: 'loadstart' }, { type: 'canplay', paused: false }])).toBe('loading')
    expect(run([{ type: 'loadstart' }, { type: 'canplay', paused: false }, { type: 'playing' }])).toBe('playing')
  })

  it('pauses and resumes', () => {
    expect(run([{ type: 'playing' }, { type: 'pause' }])).toBe('paused')
    expect(run([{ type: 'playing' }, { type: 'pause' }, { type: 'playing' }])).toBe('playing')
  })

  it('ends, although browsers fire pause just before ended', () => {
    expect(run([{ type: 'playing' }, { type: 'pause' }, { type: 'ended' }])).toBe('ended')
    expect(run([{ type: 'pause' }], 'ended')).toBe('ended')
    expect(run([{ type: 'waiting' }], 'ended')).toBe('ended')
  })

  it('plays again after the end', () => expect(run([{ type: 'playing' }], 'ended')).toBe('playing'))

  it('shows loading while buffering and returns to playing', () => {
    expect(run([{ type: 'playing' }, { type: 'waiting' }])).toBe('loading')
    expect(run([{ type: 'playing' }, { type: 'waiting' }, { type: 'playing' }])).toBe('playing')
  })

  it('returns to paused after a seek while paused', () => {
    expect(run([{ type: 'waiting' }, { type: 'seeked', paused: true }], 'paused')).toBe('paused')
  })

  it('is paused when the browser refuses autoplay', () => {
    expect(run([{ type: 'blocked' }])).toBe('paused')
    expect(run([{ type: 'canplay', paused: true }])).toBe('paused')
  })

  it('stays in error until a retry or a new load', () => {
    const failed = run([{ type: 'playing' }, { type: 'error' }])
    expect(failed).toBe('error')
    for (const event of [{ type: 'pause' }, { type: 'playing' }, { type: 'ended' }, { type: 'waiting' }] as const) {
      expect(nextPlayerState(failed, event)).toBe('error')
    }
    expect(nextPlayerState(failed, { type: 'canplay', paused: true })).toBe('error')
    expect(nextPlayerState(failed, { type: 'retry' })).toBe('loading')
    expect(nextPlayerState(failed, { type: 'loadstart' })).toBe('loading')
  })
})
