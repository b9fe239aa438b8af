import { useQuery } from '@tanstack/react-query'
import { useSiteQueryClient } from '~/lib/query/useSiteQueryClient'
import { useMemo } from 'react'
import { useLocale } from '~/lib/i18n/useLocale'
import { publishedPartnersQueryOptions, toPartnerCard } from '../../api/partners'
import { publishedReviewsQueryOptions, summariseReviews } from '../../api/reviews'
import { PartnersView } from './PartnersView'

/**
 * Loads partners and reviews in the browser. While loading, on failure and in
 * the prerendered page the built-in partners by kind are shown, so the section
 * is never empty and hydration matches the server markup.
 */
export function PartnersSection({ limit, summary }: { limit?: number; summary?: boolean }) {
  const locale = useLocale()
  const queryClient = useSiteQueryClient()
  const partners = useQuery(publishedPartnersQueryOptions(), queryClient)
  const reviews = useQuery(publishedReviewsQueryOptions(), queryClient)
  const partnerCards = useMemo(
    () => (partners.data ?? []).map((record) => toPartnerCard(record, locale)),
    [partners.data, locale],
  )
  const reviewSummary = useMemo(() => summariseReviews(reviews.data ?? [], locale), [reviews.data, locale])
  return <PartnersView partners={partnerCards} reviews={reviewSummary} limit={limit} summary={summary} />
}
