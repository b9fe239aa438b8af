export interface ServiceDataInput {
  origin: string
  /** Absolute URL of the service page. */
  url: string
  name: string
  description: string
  /** The offer's price text while prices are on request (product §3: "Contact for pricing"). */
  priceText: string
}

/** A schema.org Service offered by the business of businessJsonLd, priced on request. */
export function serviceJsonLd(input: ServiceDataInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${input.url}#service`,
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: input.url,
    provider: { '@id': `${input.origin}/#business` },
    areaServed: { '@type': 'Country', name: 'NL' },
    offers: {
      '@type': 'Offer',
      url: input.url,
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'EUR', description: input.priceText },
    },
  }
}
