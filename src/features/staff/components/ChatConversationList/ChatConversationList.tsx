import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Pagination.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Alert.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Checkbox, Group, NativeSelect, Pagination, Paper, Skeleton, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Columns } from '~/components/Columns/Columns'
import { staffErrorCode } from '../../api/staff-errors'
import { closedByLabels, conversationStatusLabels } from '../../chats/chat-labels'
import { closedByValues, type ChatAdminApi, type ChatFilters } from '../../chats/chat-types'
import { formatStaffDateTime } from '../../format-staff-date'
import { staffMessageFor } from '../../staff-messages'
import { useStaffLocale } from '../../use-staff-locale'

export interface ChatConversationListProps {
  api: ChatAdminApi
  filters: ChatFilters
  onFilters(filters: ChatFilters): void
  onOpen(conversationId: string): void
}

/** Every conversation with the assistant, newest first, filtered and searched; one opens as its transcript. */
export function ChatConversationList({ api, filters, onFilters, onOpen }: ChatConversationListProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useStaffLocale()
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState(filters.search ?? '')
  const [debouncedSearch] = useDebouncedValue(search, 300)
  const effective = { ...filters, search: debouncedSearch }
  const list = useQuery({ queryKey: ['staff', 'chats', 'list', effective, page], queryFn: () => api.list(effective, page), placeholderData: keepPreviousData })
  const set = (change: Partial<ChatFilters>) => {
    setPage(1)
    onFilters({ ...filters, ...change })
  }
  const all = { value: '', label: t`All` }

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput label={t`Search`} description={t`Name, e-mail address, reference or anything said in the conversation`} value={search} onChange={(event) => setSearch(event.currentTarget.value)} type="search" />
          <Columns cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
            <NativeSelect
              label={t`Status`}
              value={filters.status ?? ''}
              onChange={(event) => set({ status: event.currentTarget.value as ChatFilters['status'] })}
              data={[all, { value: 'open', label: i18n._(conversationStatusLabels.open) }, { value: 'closed', label: i18n._(conversationStatusLabels.closed) }]}
            />
            <NativeSelect
              label={t`How it closed`}
              value={filters.closedBy ?? ''}
              onChange={(event) => set({ closedBy: event.currentTarget.value as ChatFilters['closedBy'] })}
              data={[all, ...closedByValues.map((value) => ({ value, label: i18n._(closedByLabels[value]) }))]}
            />
            <NativeSelect
              label={t`Language`}
              value={filters.locale ?? ''}
              onChange={(event) => set({ locale: event.currentTarget.value as ChatFilters['locale'] })}
              data={[all, { value: 'en', label: t`English` }, { value: 'nl', label: t`Dutch` }]}
            />
            <NativeSelect
              label={t`Handled`}
              value={filters.handled ?? ''}
              onChange={(event) => set({ handled: event.currentTarget.value as ChatFilters['handled'] })}
              data={[all, { value: 'unhandled', label: t`Not handled` }, { value: 'handled', label: t`Handled` }]}
            />
            <TextInput label={t`From date`} type="date" value={filters.from ?? ''} onChange={(event) => set({ from: event.currentTarget.value })} />
            <TextInput label={t`To date`} type="date" value={filters.to ?? ''} onChange={(event) => set({ to: event.currentTarget.value })} />
          </Columns>
          <Group justify="space-between">
            <Checkbox label={t`Only conversations with unanswered questions`} checked={filters.unanswered ?? false} onChange={(event) => set({ unanswered: event.currentTarget.checked })} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data ? plural(list.data.totalItems, { one: '# conversation', other: '# conversations' }) : ' '}
            </Text>
          </Group>
        </Stack>
      </Paper>

      {list.isError && (
        <Alert color="red" title={t`The conversations could not be loaded`}>
          {i18n._(staffMessageFor(staffErrorCode(list.error)))}
        </Alert>
      )}
      {list.isPending && <Skeleton h={240} />}
      {list.data && list.data.items.length === 0 && (
        <Text c="dimmed">
          <Trans>No conversations match.</Trans>
        </Text>
      )}
      {list.data && list.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Started`}</Table.Th>
                <Table.Th>{t`Visitor`}</Table.Th>
                <Table.Th>{t`Language`}</Table.Th>
                <Table.Th>{t`Messages`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th>{t`Unanswered`}</Table.Th>
                <Table.Th>{t`Handled`}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t`Open`}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((conversation) => {
                const visitor = conversation.customer_name || conversation.customer_email
                return (
                  <Table.Tr key={conversation.id}>
                    <Table.Td>{formatStaffDateTime(conversation.created, locale)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {conversation.customer_name || '–'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {conversation.customer_email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{conversation.locale === 'nl' ? t`Dutch` : t`English`}</Table.Td>
                    <Table.Td>{conversation.message_count}</Table.Td>
                    <Table.Td>
                      <Badge color={conversation.status === 'open' ? 'indigo.9' : 'gray.7'} variant="filled">
                        {i18n._(conversationStatusLabels[conversation.status])}
                      </Badge>
                      {conversation.closed_by && (
                        <Text size="xs" c="dimmed">
                          {i18n._(closedByLabels[conversation.closed_by])}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {conversation.unanswered_count > 0 ? (
                        <Badge color="red.9" variant="filled">
                          {conversation.unanswered_count}
                        </Badge>
                      ) : (
                        <Text size="xs">0</Text>
                      )}
                    </Table.Td>
                    <Table.Td>{conversation.handled ? <Badge color="teal.9" variant="filled">{t`Handled`}</Badge> : <Text size="xs">{t`Not handled`}</Text>}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="light" onClick={() => onOpen(conversation.id)} aria-label={t`Open the conversation with ${visitor}`}>
                        <Trans>Open</Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.totalPages > 1 && (
        <Pagination value={page} onChange={setPage} total={list.data.totalPages} getControlProps={(control) => ({ 'aria-label': control === 'next' ? t`Next page` : control === 'previous' ? t`Previous page` : control })} />
      )}
    </Stack>
  )
}
