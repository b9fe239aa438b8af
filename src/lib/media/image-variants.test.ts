import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { variantSources, variantWidths } from './image-variants'

describe('image variants', () => {
  it('are the widths the server makes', () => {
    const go = readFileSync(new URL('../../../server/image_variants.go', import.meta.url), 'utf8')
    const served = /var variantWidths = \[\]int\{([^}]*)\}/.exec(go)?.[1]?.split(',').map((width) => Number(width.trim()))
    expect(served).toEqual([...variantWidths])
  })

  it('are listed up to the largest width asked for', () => {
    expect(variantSources('/api/files/blog_posts/r1/camp.jpg', 720)).toEqual({
      src: '/api/files/blog_posts/r1/camp.jpg?w=720',
      srcSet: '/api/files/blog_posts/r1/camp.jpg?w=360 360w, /api/files/blog_posts/r1/camp.jpg?w=540 540w, /api/files/blog_posts/r1/camp.jpg?w=720 720w',
    })
    expect(variantSources('/api/files/x/y/z.png?token=t', 360).src).toBe('/api/files/x/y/z.png?token=t&w=360')
  })
})
