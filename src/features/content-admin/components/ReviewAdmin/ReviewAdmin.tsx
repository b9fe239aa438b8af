import '@mantine/core/styles/Badge.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconStarFilled } from '@tabler/icons-react'
import { useState } from 'react'
import { formatCalendarDate, formatNumber } from '~/lib/i18n/format-without-intl'
import { isLocale } from '~/lib/i18n/locales'
import { notify } from '~/lib/notify'
import { averageRating, isCountedRating } from '~/lib/reviews/average-rating'
import { pocketbaseReviews, type ReviewApi, type ReviewDraft, type StoredReview } from '../../reviews/review-api'
import { reviewMessages } from '../../reviews/review-messages'
import { ReviewForm } from './ReviewForm'
import { useStaffList } from '../../useStaffList'
import { ConfirmRemove, LoadFailedAlert } from '../StaffListParts/StaffListParts'

const today = () => new Date().toISOString().slice(0, 10)
const emptyReview = (): ReviewDraft => ({ author: '', rating: 0, body_en: '', body_nl: '', date_published: today(), source: '', published: true })
const draftOf = ({ id: _id, ...review }: StoredReview): ReviewDraft => ({ ...review, date_published: review.date_published.slice(0, 10) })

/** The average the site shows: of the published reviews whose rating counts. */
function publishedAverage(reviews: readonly StoredReview[]) {
  const ratings = reviews.filter((review) => review.published && isCountedRating(review.rating)).map((review) => review.rating)
  const average = averageRating(ratings)
  return average === undefined ? undefined : { average, count: ratings.length }
}

/** The reviews on /admin/partners: written, corrected, published or hidden, and removed. */
export function ReviewAdmin({ api = pocketbaseReviews }: { api?: ReviewApi }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  // Staff screens have no /nl paths: their language is the active catalog's.
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en'
  const { items: reviews, loadFailed, load } = useStaffList(api.list, reviewMessages.loadFailed)
  const [editing, setEditing] = useState<string | 'new' | null>(null)


  const save = async (id: string | 'new', review: ReviewDraft) => {
    try {
      await (id === 'new' ? api.create(review) : api.update(id, review))
      notify({ color: 'green', message: i18n._(reviewMessages.saved) })
      setEditing(null)
      load()
    } catch {
      notify({ color: 'red', message: i18n._(reviewMessages.saveFailed) })
    }
  }

  const remove = async (id: string) => {
    try {
      await api.remove(id)
      notify({ color: 'green', message: i18n._(reviewMessages.removed) })
      load()
    } catch {
      notify({ color: 'red', message: i18n._(reviewMessages.removeFailed) })
    }
  }

  const shown = reviews ? publishedAverage(reviews) : undefined
  const average = shown ? formatNumber(shown.average, locale, 1) : ''
  const count = shown?.count ?? 0
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} size="h3">
            <Trans>Reviews</Trans>
          </Title>
          <Text c="dimmed" data-testid="staff-review-average">
            {shown ? <Trans>The site shows an average of {average} out of 5 from {count} published reviews, and the newest three.</Trans> : <Trans>No review is published: the site shows what kinds of clients we work for instead.</Trans>}
          </Text>
        </Stack>
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          <Trans>New review</Trans>
        </Button>
      </Group>
      {editing === 'new' && (
        <Card withBorder padding="md">
          <ReviewForm initial={emptyReview()} onSave={(review) => save('new', review)} onCancel={() => setEditing(null)} />
        </Card>
      )}
      {loadFailed && <LoadFailedAlert message={i18n._(reviewMessages.loadFailed)} onRetry={load} />}
      {!reviews && !loadFailed && <Skeleton h={160} />}
      {reviews && reviews.length === 0 && <Text c="dimmed">{t`No reviews yet.`}</Text>}
      {reviews?.map((review) => {
        const author = review.author
        const rating = review.rating
        return (
          <Card key={review.id} withBorder padding="md" component="section" aria-label={t`Review by ${author}`}>
            {editing === review.id ? (
              <ReviewForm initial={draftOf(review)} onSave={(changed) => save(review.id, changed)} onCancel={() => setEditing(null)} />
            ) : (
              <Stack gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{author}</Text>
                  <Text component="span" role="img" aria-label={t`${rating} out of 5 stars`} c="yellow.8">
                    {Array.from({ length: rating }, (_, index) => (
                      <IconStarFilled key={index} size={14} aria-hidden />
                    ))}
                  </Text>
                  <Badge color={review.published ? 'teal.9' : 'gray.7'} variant="filled">
                    {review.published ? t`Published` : t`Hidden`}
                  </Badge>
                  {review.date_published && <Text size="sm" c="dimmed">{formatCalendarDate(review.date_published.slice(0, 10), locale)}</Text>}
                  {review.source && <Text size="sm" c="dimmed">{review.source}</Text>}
                </Group>
                <Text size="sm" lang={locale === 'nl' && review.body_nl ? 'nl' : 'en'}>
                  {(locale === 'nl' ? review.body_nl || review.body_en : review.body_en || review.body_nl) || t`A rating without text`}
                </Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing(review.id)} aria-label={t`Edit the review by ${author}`}>
                    <Trans>Edit</Trans>
                  </Button>
                  <ConfirmRemove
                    label={t`Remove the review by ${author}`}
                    warning={review.published ? <Trans>This review is shown on the site and counts in the average. Remove it?</Trans> : <Trans>Remove this review?</Trans>}
                    onConfirm={() => void remove(review.id)}
                  />
                </Group>
              </Stack>
            )}
          </Card>
        )
      })}
    </Stack>
  )
}
