import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Pagination.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Checkbox, Group, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notify } from '~/lib/notify'
import { staffErrorCode } from '../../api/staff-errors'
import type { ChatAdminApi } from '../../chats/chat-types'
import { formatStaffDateTime } from '../../format-staff-date'
import { staffMessageFor } from '../../staff-messages'
import { useStaffLocale } from '../../use-staff-locale'
import { HandledNote } from '../HandledNote/HandledNote'

export interface UnansweredQuestionsProps {
  api: ChatAdminApi
  onOpen(conversationId: string): void
}

/** The questions the assistant could not answer, across every conversation, for staff to pick up. */
export function UnansweredQuestions({ api, onOpen }: UnansweredQuestionsProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useStaffLocale()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const [withHandled, setWithHandled] = useState(false)
  const questions = useQuery({ queryKey: ['staff', 'chats', 'unanswered', withHandled, page], queryFn: () => api.unanswered(page, withHandled), placeholderData: keepPreviousData })
  const mark = useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => api.markQuestion(id, handled),
    onSuccess: (_record, { handled }) => {
      notify({ color: 'green', message: handled ? t`Marked handled` : t`Marked not handled` })
      return queryClient.invalidateQueries({ queryKey: ['staff', 'chats'] })
    },
    onError: (error) => notify({ color: 'red', message: i18n._(staffMessageFor(staffErrorCode(error))) }),
  })

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Checkbox
          label={t`Also show handled questions`}
          checked={withHandled}
          onChange={(event) => {
            setPage(1)
            setWithHandled(event.currentTarget.checked)
          }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {questions.data ? plural(questions.data.totalItems, { one: '# question', other: '# questions' }) : ' '}
        </Text>
      </Group>
      {questions.isError && (
        <Alert color="red" title={t`The questions could not be loaded`}>
          {i18n._(staffMessageFor(staffErrorCode(questions.error)))}
        </Alert>
      )}
      {questions.isPending && <Skeleton h={200} />}
      {questions.data && questions.data.items.length === 0 && (
        <Text c="dimmed">{withHandled ? t`The assistant has answered every question so far.` : t`No unanswered questions are waiting.`}</Text>
      )}
      {questions.data && questions.data.items.length > 0 && (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {questions.data.items.map((question) => {
            const conversation = question.expand?.conversation
            const visitor = conversation ? conversation.customer_name || conversation.customer_email : ''
            const asked = formatStaffDateTime(question.created, locale)
            return (
              <Paper component="li" key={question.id} withBorder p="sm">
                <Stack gap={6}>
                  <Text fw={600} style={{ whiteSpace: 'pre-wrap' }}>
                    {question.content}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {visitor ? (
                      <Trans>
                        Asked by {visitor} on {asked}
                      </Trans>
                    ) : (
                      <Trans>Asked on {asked}</Trans>
                    )}{' '}
                    · {question.locale === 'nl' ? t`Dutch` : t`English`}
                  </Text>
                  <Group gap="sm">
                    <HandledNote record={question} />
                    <Button size="xs" variant={question.handled ? 'default' : 'filled'} loading={mark.isPending && mark.variables?.id === question.id} onClick={() => mark.mutate({ id: question.id, handled: !question.handled })}>
                      {question.handled ? t`Mark not handled` : t`Mark handled`}
                    </Button>
                    <Button size="xs" variant="light" onClick={() => onOpen(question.conversation)} aria-label={visitor ? t`Open the conversation with ${visitor}` : t`Open the conversation`}>
                      <Trans>Open</Trans>
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            )
          })}
        </Stack>
      )}
      {questions.data && questions.data.totalPages > 1 && (
        <Pagination value={page} onChange={setPage} total={questions.data.totalPages} getControlProps={(control) => ({ 'aria-label': control === 'next' ? t`Next page` : control === 'previous' ? t`Previous page` : control })} />
      )}
    </Stack>
  )
}
