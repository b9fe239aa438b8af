import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Badge.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core'
import { useState } from 'react'
import { business } from '~/content/facts'
import { enquiryStatuses, type EnquiryLabels, type EnquiryRecord, type EnquiryStatus } from '../../inbox/enquiry-types'
import { replyMailto } from '../../inbox/reply-mail'
import { mailStateLabels, statusColors, statusLabels } from '../../inbox/status-labels'
import { formatStaffDateTime } from '../../format-staff-date'
import { useStaffLocale } from '../../use-staff-locale'

export interface EnquiryDetailProps {
  enquiry: EnquiryRecord
  labels: EnquiryLabels
  onSave(change: { status: EnquiryStatus; internal_notes: string }): Promise<void>
  onRetryMail(): Promise<void>
  onDelete(): Promise<void>
}

/** One enquiry with every field it was sent with; staff change its status and internal notes only. */
export function EnquiryDetail({ enquiry, labels, onSave, onRetryMail, onDelete }: EnquiryDetailProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useStaffLocale()
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status)
  const [notes, setNotes] = useState(enquiry.internal_notes ?? '')
  const [busy, setBusy] = useState<'' | 'save' | 'retry' | 'delete'>('')
  const [confirmDelete, setConfirmDelete] = useState(false)
  const title = labels.formTypeLabel(enquiry.form_type)
  const received = formatStaffDateTime(enquiry.created, locale)
  const mailFailed = enquiry.staff_mail === 'failed' || enquiry.customer_mail === 'failed'
  const changed = status !== enquiry.status || notes !== (enquiry.internal_notes ?? '')
  const customer = enquiry.name
  const reference = enquiry.id
  const company = business.name
  const mailto = replyMailto(enquiry.email, t`Re: ${title} - ${company}`, t`Dear ${customer},`, enquiry.message, t`You wrote on ${received}:`)

  const act = async (kind: 'save' | 'retry' | 'delete', action: () => Promise<void>) => {
    setBusy(kind)
    try {
      await action()
    } finally {
      setBusy('')
    }
  }

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {title}: {enquiry.name}
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Received {received}, reference {reference}</Trans>
        </Text>
        <Group gap="xs">
          <Badge color={statusColors[enquiry.status]} variant="filled">
            {i18n._(statusLabels[enquiry.status])}
          </Badge>
          <Badge color="gray" variant="outline">
            {enquiry.locale === 'nl' ? t`Dutch` : t`English`}
          </Badge>
        </Group>
      </Stack>

      <Stack gap="xs" component="dl" m={0}>
        {labels.detailRows(enquiry).map((row) => (
          <div key={row.field}>
            <Text component="dt" size="sm" fw={600}>
              {row.label}
            </Text>
            <Text component="dd" m={0} style={row.long ? { whiteSpace: 'pre-wrap' } : undefined}>
              {row.value}
            </Text>
          </div>
        ))}
      </Stack>

      <Stack gap={4}>
        <Text size="sm" fw={600}>
          <Trans>E-mail</Trans>
        </Text>
        <Text size="sm">
          <Trans>To the company:</Trans> {i18n._(mailStateLabels[enquiry.staff_mail])} · <Trans>To the customer:</Trans> {i18n._(mailStateLabels[enquiry.customer_mail])}
        </Text>
        {mailFailed && (
          <Alert color="red" title={t`A mail of this enquiry could not be sent`}>
            <Stack gap="xs">
              {enquiry.mail_last_error && <Text size="sm">{enquiry.mail_last_error}</Text>}
              <Button size="xs" color="red.9" loading={busy === 'retry'} onClick={() => void act('retry', onRetryMail)}>
                <Trans>Send it again</Trans>
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>

      <NativeSelect label={t`Status`} value={status} onChange={(event) => setStatus(event.currentTarget.value as EnquiryStatus)} data={enquiryStatuses.map((value) => ({ value, label: i18n._(statusLabels[value]) }))} />
      <Textarea label={t`Internal notes`} description={t`Only staff see these.`} autosize minRows={3} maxLength={5000} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} />
      <Group>
        <Button disabled={!changed} loading={busy === 'save'} onClick={() => void act('save', () => onSave({ status, internal_notes: notes }))}>
          <Trans>Save</Trans>
        </Button>
        <Button component="a" href={mailto} variant="default">
          <Trans>Reply by e-mail</Trans>
        </Button>
        <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
          <Trans>Delete</Trans>
        </Button>
      </Group>

      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t`Delete this enquiry?`} closeButtonProps={{ 'aria-label': t`Close` }}>
        <Stack>
          <Text>
            <Trans>The enquiry of {customer} and its notes are deleted for good. This cannot be undone.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button color="red" loading={busy === 'delete'} onClick={() => void act('delete', onDelete).then(() => setConfirmDelete(false))}>
              <Trans>Delete for good</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
