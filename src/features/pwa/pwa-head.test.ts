import { describe, expect, it } from 'vitest'
import { withPwaHead } from './pwa-head'

const base = {
  meta: [{ name: 'theme-color', content: '#0b2a5e' }],
  links: [
    { rel: 'icon', href: '/favicon.svg' },
    { rel: 'manifest', href: '/manifest.webmanifest' },
  ],
}

describe('PWA head tags', () => {
  it('links the manifest of the page language', () => {
    expect(withPwaHead(base, 'nl').links).toContainEqual({ rel: 'manifest', href: '/manifest.nl.webmanifest' })
    expect(withPwaHead(base, 'en').links).toContainEqual({ rel: 'manifest', href: '/manifest.webmanifest' })
  })

  it('adds the home-screen tags iOS reads', () => {
    const names = withPwaHead(base, 'en').meta.map((tag) => tag.name)
    expect(names).toEqual(expect.arrayContaining(['theme-color', 'apple-mobile-web-app-capable', 'apple-mobile-web-app-title']))
  })
})
