import type { I18n } from '@lingui/core'
import { faqItems } from '~/content/home/faq'

/** schema.org FAQPage from the same ten entries the FAQ section shows. */
export function faqJsonLd(i18n: I18n): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqItems.map((item) => ({
      '@type': 'Question',
      name: i18n._(item.question),
      acceptedAnswer: { '@type': 'Answer', text: i18n._(item.answer) },
    })),
  }
}
