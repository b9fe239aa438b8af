import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Rating.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Group, Input, Rating, Stack, TextInput, Textarea } from '@mantine/core'
import { useId, useState } from 'react'
import { Columns } from '~/components/Columns/Columns'
import type { ReviewDraft } from '../../reviews/review-api'
import { reviewMessages, reviewProblems } from '../../reviews/review-messages'

export interface ReviewFormProps {
  initial: ReviewDraft
  /** Resolves once stored; a rejection keeps everything typed. */
  onSave(review: ReviewDraft): Promise<void>
  onCancel(): void
}

/** One review's fields: who, how many stars, the text in both languages, when and where. */
export function ReviewForm({ initial, onSave, onCancel }: ReviewFormProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [review, setReview] = useState(initial)
  const [problems, setProblems] = useState<ReturnType<typeof reviewProblems>>({})
  const [busy, setBusy] = useState(false)
  const ratingId = useId()
  const set = <K extends keyof ReviewDraft>(field: K, value: ReviewDraft[K]) => setReview((current) => ({ ...current, [field]: value }))
  const messageOf = (field: 'author' | 'rating') => (problems[field] ? i18n._(reviewMessages[problems[field]!]) : undefined)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = reviewProblems(review)
    setProblems(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await onSave({ ...review, author: review.author.trim(), body_en: review.body_en.trim(), body_nl: review.body_nl.trim(), source: review.source.trim() })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Review`}>
      <Stack gap="sm">
        <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t`Name`} description={t`First name and initial, e.g. Sanne V.`} required maxLength={100} value={review.author} onChange={(event) => set('author', event.currentTarget.value)} error={messageOf('author')} />
          <Input.Wrapper label={t`Rating`} required error={messageOf('rating')} labelElement="div" labelProps={{ id: ratingId }}>
            <Rating role="radiogroup" aria-labelledby={ratingId} value={review.rating} onChange={(value) => set('rating', value)} size="lg" getSymbolLabel={(value) => t`${value} stars`} />
          </Input.Wrapper>
        </Columns>
        <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea label={t`Text in English`} lang="en" autosize minRows={3} maxLength={2000} value={review.body_en} onChange={(event) => set('body_en', event.currentTarget.value)} />
          <Textarea label={t`Text in Dutch`} lang="nl" autosize minRows={3} maxLength={2000} value={review.body_nl} onChange={(event) => set('body_nl', event.currentTarget.value)} />
        </Columns>
        <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput type="date" label={t`Date of the review`} value={review.date_published} onChange={(event) => set('date_published', event.currentTarget.value)} />
          <TextInput label={t`Where it was given`} description={t`For example Google; leave empty for a review sent to us`} maxLength={100} value={review.source} onChange={(event) => set('source', event.currentTarget.value)} />
        </Columns>
        <Checkbox label={t`Published: shown on the site and counted in the average`} checked={review.published} onChange={(event) => set('published', event.currentTarget.checked)} />
        <Group gap="xs">
          <Button type="submit" loading={busy}>
            <Trans>Save review</Trans>
          </Button>
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
