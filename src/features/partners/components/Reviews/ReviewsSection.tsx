import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { testimonialsIntro } from '~/content/home/partners'
import { SiteSection } from '~/components/SiteSection/SiteSection'
import { useLocale } from '~/lib/i18n/useLocale'
import { useSiteQueryClient } from '~/lib/query/useSiteQueryClient'
import { publishedReviewsQueryOptions, summariseReviews } from '../../api/reviews'
import { ReviewsView } from './ReviewsView'

/**
 * The reviews as a section of their own (on /about), loaded in the browser. Without a published
 * review (and in the prerendered page) there is nothing to say, so only the empty anchor is there:
 * it is what the section's lazy hydration watches.
 */
export function ReviewsSection() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const reviews = useQuery(publishedReviewsQueryOptions(), useSiteQueryClient())
  const summary = useMemo(() => summariseReviews(reviews.data ?? [], locale), [reviews.data, locale])
  if (!summary) return <div id="reviews" />
  return (
    <SiteSection id="reviews" title={i18n._(testimonialsIntro.title)} muted>
      <ReviewsView summary={summary} />
    </SiteSection>
  )
}
