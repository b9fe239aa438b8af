import { describe, expect, it } from 'vitest'
import { mantineHeadStylesPlugin } from './vite-mantine-styles-plugin'

const id = '/repo/node_modules/@mantine/core/esm/core/InlineStyles/InlineStyles.mjs'
const transform = (code: string, file = id) =>
  (mantineHeadStylesPlugin().transform as (code: string, id: string) => { code: string } | null)(code, file)

describe('mantineHeadStylesPlugin', () => {
  it('makes InlineStyles always render the hoisted <style>', () => {
    const result = transform('function InlineStyles({ deduplicate }) { if (deduplicate) return a; return b }')
    expect(result?.code).toBe('function InlineStyles({ deduplicate }) { return a; return b }')
  })

  it('leaves every other module alone', () => {
    expect(transform('if (deduplicate) return a', '/repo/src/app.tsx')).toBeNull()
  })

  it('fails the build when a Mantine upgrade changed the code', () => {
    expect(() => transform('function InlineStyles() { return b }')).toThrow(/check the Mantine upgrade/)
  })
})
