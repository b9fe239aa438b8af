import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd } from './breadcrumbs'
import { serviceJsonLd } from './service-data'

const origin = 'https://example.nl'

describe('breadcrumb structured data', () => {
  const trail = [
    { name: 'Home', to: '/' },
    { name: 'Services', to: '/services' },
    { name: 'Tandem jumps', to: '/services/tandem-jumps' },
  ]

  it('numbers the items from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(origin, 'en', trail)
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' })
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.nl/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://example.nl/services' },
      { '@type': 'ListItem', position: 3, name: 'Tandem jumps', item: 'https://example.nl/services/tandem-jumps' },
    ])
  })

  it('keeps the /nl prefix on every item of a Dutch trail', () => {
    const items = breadcrumbJsonLd(origin, 'nl', trail).itemListElement as { item: string }[]
    expect(items.map((item) => item.item)).toEqual([
      'https://example.nl/nl',
      'https://example.nl/nl/services',
      'https://example.nl/nl/services/tandem-jumps',
    ])
  })
})

describe('service structured data', () => {
  it('refers to the business as provider and prices on request in euros', () => {
    const data = serviceJsonLd({
      origin,
      url: `${origin}/services/tandem-jumps`,
      name: 'Tandem jumps',
      description: 'A tandem jump.',
      priceText: 'Contact for pricing',
    })
    expect(data).toMatchObject({
      '@type': 'Service',
      name: 'Tandem jumps',
      provider: { '@id': 'https://example.nl/#business' },
      areaServed: { name: 'NL' },
      offers: { priceCurrency: 'EUR', priceSpecification: { description: 'Contact for pricing' } },
    })
  })
})
