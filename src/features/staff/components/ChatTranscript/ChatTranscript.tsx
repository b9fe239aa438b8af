import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Alert.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notify } from '~/lib/notify'
import { staffErrorCode } from '../../api/staff-errors'
import { closedByLabels, conversationStatusLabels, replyKindLabels, transcriptMailLabels } from '../../chats/chat-labels'
import type { ChatAdminApi, ChatConversationRecord, ChatMessageRecord } from '../../chats/chat-types'
import { formatStaffDateTime } from '../../format-staff-date'
import { staffMessageFor } from '../../staff-messages'
import { useStaffLocale } from '../../use-staff-locale'
import { HandledNote } from '../HandledNote/HandledNote'

export interface ChatTranscriptProps {
  api: ChatAdminApi
  conversationId: string
}

/** One conversation in full: who, where it started, how it ended, every message with its sources and hand-offs. */
export function ChatTranscript({ api, conversationId }: ChatTranscriptProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const conversation = useQuery({ queryKey: ['staff', 'chats', 'conversation', conversationId], queryFn: () => api.conversation(conversationId) })
  const messages = useQuery({ queryKey: ['staff', 'chats', 'transcript', conversationId], queryFn: () => api.transcript(conversationId) })
  const failure = conversation.error ?? messages.error
  if (failure) {
    return (
      <Alert color="red" title={t`The conversation could not be loaded`}>
        {i18n._(staffMessageFor(staffErrorCode(failure)))}
      </Alert>
    )
  }
  if (!conversation.data || !messages.data) return <Skeleton h={320} role="status" aria-label={t`Loading`} />
  return (
    <Stack gap="md">
      <ConversationHeader api={api} conversation={conversation.data} />
      <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Transcript`}>
        {messages.data.map((message) => (
          <MessageItem key={message.id} api={api} message={message} visitor={conversation.data.customer_name || conversation.data.customer_email} />
        ))}
      </Stack>
      {messages.data.length === 0 && (
        <Text c="dimmed">
          <Trans>This conversation has no messages.</Trans>
        </Text>
      )}
    </Stack>
  )
}

function useMark(api: ChatAdminApi, kind: 'conversation' | 'question') {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, handled }: { id: string; handled: boolean }) => void (kind === 'conversation' ? await api.markConversation(id, handled) : await api.markQuestion(id, handled)),
    onSuccess: (_record, { handled }) => {
      notify({ color: 'green', message: handled ? t`Marked handled` : t`Marked not handled` })
      return queryClient.invalidateQueries({ queryKey: ['staff', 'chats'] })
    },
    onError: (error) => notify({ color: 'red', message: i18n._(staffMessageFor(staffErrorCode(error))) }),
  })
}

function ConversationHeader({ api, conversation }: { api: ChatAdminApi; conversation: ChatConversationRecord }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useStaffLocale()
  const mark = useMark(api, 'conversation')
  const started = formatStaffDateTime(conversation.created, locale)
  const lastActivity = formatStaffDateTime(conversation.last_activity_at, locale)
  const reference = conversation.id
  const page = conversation.start_page
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {conversation.customer_name || conversation.customer_email}
      </Title>
      <Text size="sm">
        <Anchor href={`mailto:${conversation.customer_email}`}>{conversation.customer_email}</Anchor>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>
          Started {started} on {page}, last message {lastActivity}, reference {reference}
        </Trans>
      </Text>
      <Group gap="xs">
        <Badge color={conversation.status === 'open' ? 'indigo.9' : 'gray.7'} variant="filled">
          {i18n._(conversationStatusLabels[conversation.status])}
        </Badge>
        <Badge color="gray" variant="outline">
          {conversation.locale === 'nl' ? t`Dutch` : t`English`}
        </Badge>
        {conversation.closed_by && <Text size="sm">{i18n._(closedByLabels[conversation.closed_by])}</Text>}
      </Group>
      <Text size="sm">
        <Trans>Link to the transcript, to the customer:</Trans> {i18n._(transcriptMailLabels[conversation.customer_mail])} · <Trans>Transcript, asked for by the customer:</Trans>{' '}
        {conversation.transcript_mail === 'not_due' || !conversation.transcript_mail ? t`Not asked for` : i18n._(transcriptMailLabels[conversation.transcript_mail])} · <Trans>To staff:</Trans>{' '}
        {i18n._(transcriptMailLabels[conversation.staff_mail])}
      </Text>
      <Group gap="sm">
        <HandledNote record={conversation} />
        <Button size="xs" variant={conversation.handled ? 'default' : 'filled'} loading={mark.isPending} onClick={() => mark.mutate({ id: conversation.id, handled: !conversation.handled })}>
          {conversation.handled ? t`Mark the conversation not handled` : t`Mark the conversation handled`}
        </Button>
      </Group>
    </Stack>
  )
}

function MessageItem({ api, message, visitor }: { api: ChatAdminApi; message: ChatMessageRecord; visitor: string }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useStaffLocale()
  const mark = useMark(api, 'question')
  const fromVisitor = message.role === 'user'
  const sources = message.sources ?? []
  return (
    <Paper component="li" withBorder p="sm" bg={fromVisitor ? undefined : 'var(--mantine-color-default-hover)'}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between">
          <Text size="sm" fw={600}>
            {fromVisitor ? visitor : t`Assistant`}
          </Text>
          <Text size="xs" c="dimmed">
            {formatStaffDateTime(message.created, locale)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Text>
        {!fromVisitor && (
          <Group gap="xs">
            {message.kind && <Text size="xs" c="dimmed">{i18n._(replyKindLabels[message.kind])}{message.intents ? ` (${message.intents.split(',').join(', ')})` : ''}</Text>}
            {message.handoff && (
              <Badge color="violet.9" variant="filled">
                {t`Offered a person`}
              </Badge>
            )}
          </Group>
        )}
        {sources.length > 0 && (
          <Text size="xs">
            {sources.length === 1 ? t`Source:` : t`Sources:`}{' '}
            {sources.map((source, index) => (
              <span key={source.url}>
                {index > 0 && ', '}
                <Anchor href={source.url} target="_blank" rel="noopener">
                  {source.title}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
        {message.unanswered && (
          <Group gap="sm">
            <Badge color={message.handled ? 'teal.9' : 'red.9'} variant="filled">
              {message.handled ? t`Unanswered question, handled` : t`Unanswered question`}
            </Badge>
            <HandledNote record={message} />
            <Button size="xs" variant="light" loading={mark.isPending} onClick={() => mark.mutate({ id: message.id, handled: !message.handled })}>
              {message.handled ? t`Mark the question not handled` : t`Mark the question handled`}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
