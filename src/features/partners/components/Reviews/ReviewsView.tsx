import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Group, Paper, Stack, Text } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'
import { Columns } from '~/components/Columns/Columns'
import { formatCalendarDate, formatNumber } from '~/lib/i18n/format-without-intl'
import { useLocale } from '~/lib/i18n/useLocale'
import type { ReviewSummary, Testimonial } from '../../api/reviews'
import classes from './Reviews.module.css'

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <Text component="span" role="img" aria-label={label} c="yellow.8" className={classes.stars}>
      {Array.from({ length: Math.round(rating) }, (_, index) => (
        <IconStarFilled key={index} size={16} aria-hidden />
      ))}
    </Text>
  )
}

function ReviewCard({ review }: { review: Testimonial }) {
  const { t } = useLingui()
  const locale = useLocale()
  const rating = review.rating
  const date = review.date ? formatCalendarDate(review.date, locale) : ''
  const source = review.source
  return (
    <Paper component="figure" withBorder p="lg" className={classes.review} data-review-author={review.author}>
      <Stars rating={rating} label={t`${rating} out of 5 stars`} />
      {review.body && (
        <Text component="blockquote" m={0} mt="xs">
          {review.body}
        </Text>
      )}
      <Text component="figcaption" size="sm" mt="sm">
        <Text component="span" fw={600} inherit>
          {review.author}
        </Text>
        {(date || source) && (
          <Text component="span" c="dimmed" inherit>
            {' · '}
            {date && source ? t`${date} on ${source}` : date || source}
          </Text>
        )}
      </Text>
    </Paper>
  )
}

/**
 * The reviews as the site shows them (issue 20): the average of every published review, their
 * number and the newest few. The served structured data carries the same figures and the same
 * reviews (server/rating.go).
 */
export function ReviewsView({ summary }: { summary: ReviewSummary }) {
  const { t } = useLingui()
  const locale = useLocale()
  const average = formatNumber(summary.average, locale, 1)
  return (
    <Stack gap="md" data-testid="reviews">
      <Group gap="xs" align="center" data-testid="review-average">
        <Stars rating={summary.average} label={t`Rated ${average} out of 5`} />
        <Text fw={700}>
          {plural(summary.count, { one: `${average} out of 5, from # review`, other: `${average} out of 5, from # reviews` })}
        </Text>
      </Group>
      <Columns cols={{ base: 1, md: 3 }} spacing="lg">
        {summary.newest.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </Columns>
    </Stack>
  )
}
