import { describe, expect, it } from 'vitest'
import { rememberedWidgetState, rememberWidgetState } from './widget-memory'

function memoryStorage() {
  const values = new Map<string, string>()
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) }
}

describe('booking widget memory', () => {
  it('remembers minimised and expanded', () => {
    const storage = memoryStorage()
    expect(rememberedWidgetState(storage)).toBeNull()
    rememberWidgetState(storage, 'minimised')
    expect(rememberedWidgetState(storage)).toBe('minimised')
    rememberWidgetState(storage, 'expanded')
    expect(rememberedWidgetState(storage)).toBe('expanded')
  })

  it('ignores unknown values and unavailable storage', () => {
    expect(rememberedWidgetState({ getItem: () => 'open' })).toBeNull()
    const broken = {
      getItem: (): string => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(rememberedWidgetState(broken)).toBeNull()
    expect(() => rememberWidgetState(broken, 'minimised')).not.toThrow()
  })
})
