import { readFileSync } from 'node:fs'
import { createFontStack } from '@capsizecss/core'
import archivo from '@capsizecss/metrics/archivo'
import arial from '@capsizecss/metrics/arial'
import { describe, expect, it } from 'vitest'
import { headingFontFamily } from './typeface'

const css = readFileSync(new URL('./typeface.css', import.meta.url), 'utf8')

function fontFace(family: string): Record<string, string> {
  const block = css.split('@font-face').find((part) => part.includes(`font-family: '${family}'`))
  if (!block) throw new Error(`no @font-face for ${family}`)
  return Object.fromEntries([...block.matchAll(/([a-z-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]))
}

describe('the heading typeface', () => {
  it('has a fallback scaled to Archivo’s metrics as capsize computes them', () => {
    const [expected] = createFontStack([archivo, arial], { fontFaceFormat: 'styleObject' }).fontFaces
    const fallback = fontFace('Archivo Fallback')
    expect(expected).toBeDefined()
    for (const property of ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust'] as const) {
      expect(fallback[property], property).toBe(String(expected!['@font-face'][camel(property)]))
    }
  })

  it('never swaps a painted heading, and names its fallback before the system face', () => {
    expect(fontFace('Archivo Variable')['font-display']).toBe('optional')
    expect(headingFontFamily).toMatch(/^"Archivo Variable", "Archivo Fallback", /)
  })
})

function camel(property: string): 'ascentOverride' | 'descentOverride' | 'lineGapOverride' | 'sizeAdjust' {
  return property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) as 'ascentOverride'
}
