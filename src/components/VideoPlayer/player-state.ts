/** product §4 "Video": the states of the showcase player. */
export type PlayerState = 'loading' | 'playing' | 'paused' | 'ended' | 'error'

/**
 * What the player reacts to: the media events of the `<video>` element, plus
 * `retry` (the visitor asks to try again after an error) and `blocked` (the
 * browser refused to autoplay, even muted).
 */
export type PlayerEvent =
  | { type: 'loadstart' | 'waiting' | 'playing' | 'pause' | 'ended' | 'error' | 'retry' | 'blocked' }
  | { type: 'canplay' | 'seeked'; paused: boolean }

export const initialPlayerState: PlayerState = 'loading'

export function nextPlayerState(state: PlayerState, event: PlayerEvent): PlayerState {
  // After an error only a new load (retry or a new source) leaves it.
  if (state === 'error' && event.type !== 'retry' && event.type !== 'loadstart') return state
  switch (event.type) {
    case 'loadstart':
    case 'retry':
      return 'loading'
    case 'waiting':
      // buffering while playing (or after a seek); an ended clip stays ended
      return state === 'ended' ? state : 'loading'
    case 'canplay':
    case 'seeked':
      // enough data, but nothing will play: autoplay was refused or the clip is paused
      return state === 'loading' && event.paused ? 'paused' : state
    case 'playing':
      return 'playing'
    case 'pause':
      // browsers fire `pause` right before `ended`
      return state === 'ended' ? state : 'paused'
    case 'blocked':
      return state === 'loading' || state === 'playing' ? 'paused' : state
    case 'ended':
      return 'ended'
    case 'error':
      return 'error'
  }
}
