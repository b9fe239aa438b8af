import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Pagination.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Drawer, Group, NativeSelect, Pagination, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notify } from '~/lib/notify'
import { staffErrorCode } from '../../api/staff-errors'
import { enquiriesCsv } from '../../inbox/enquiry-csv'
import { enquiryStatuses, type EnquiryFilters, type EnquiryLabels, type EnquiryRecord, type InboxApi } from '../../inbox/enquiry-types'
import { statusColors, statusLabels } from '../../inbox/status-labels'
import { staffMessageFor } from '../../staff-messages'
import { formatStaffDateTime } from '../../format-staff-date'
import { useStaffLocale } from '../../use-staff-locale'
import { EnquiryDetail } from '../EnquiryDetail/EnquiryDetail'

export interface EnquiryInboxProps {
  api: InboxApi
  labels: EnquiryLabels
  filters: EnquiryFilters
  onFilters(filters: EnquiryFilters): void
}

function download(text: string, name: string) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  link.download = name
  link.click()
  URL.revokeObjectURL(link.href)
}

/** Every enquiry, filtered and searched; one opens with all its fields, its status and notes. */
export function EnquiryInbox({ api, labels, filters, onFilters }: EnquiryInboxProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useStaffLocale()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<string | null>(null)
  const [search, setSearch] = useState(filters.search ?? '')
  const [debouncedSearch] = useDebouncedValue(search, 300)
  const effective = { ...filters, search: debouncedSearch }
  const list = useQuery({ queryKey: ['staff', 'enquiries', effective, page], queryFn: () => api.list(effective, page), placeholderData: keepPreviousData })
  const open = list.data?.items.find((item) => item.id === openId) ?? null
  const set = (change: Partial<EnquiryFilters>) => {
    setPage(1)
    onFilters({ ...filters, ...change })
  }
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff'] })
  const failed = (error: unknown) => notify({ color: 'red', message: i18n._(staffMessageFor(staffErrorCode(error))) })

  const save = useMutation({
    mutationFn: ({ id, change }: { id: string; change: { status: EnquiryRecord['status']; internal_notes: string } }) => api.update(id, change),
    onSuccess: () => (notify({ color: 'green', message: t`Saved` }), refresh()),
    onError: failed,
  })

  const exportCsv = async () => {
    try {
      const all = await api.all(effective)
      const csv = enquiriesCsv(
        all,
        labels,
        { received: t`Received`, reference: t`Reference`, formType: t`Form`, service: t`Service`, status: t`Status`, language: t`Language`, name: t`Name`, email: t`Email`, phone: t`Phone`, message: t`Message`, details: t`Details`, notes: t`Internal notes`, mail: t`Mail` },
        (status) => (status in statusLabels ? i18n._(statusLabels[status as EnquiryRecord['status']]) : status),
      )
      download(csv, `enquiries-${new Date().toISOString().slice(0, 10)}.csv`)
    } catch (error) {
      failed(error)
    }
  }

  const services = labels.services.filter((service) => !filters.formType || service.formType === filters.formType)
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput label={t`Search`} description={t`Name, e-mail address, phone, message, notes or reference`} value={search} onChange={(event) => setSearch(event.currentTarget.value)} type="search" />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
            <NativeSelect
              label={t`Status`}
              value={filters.status ?? ''}
              onChange={(event) => set({ status: event.currentTarget.value as EnquiryFilters['status'] })}
              data={[{ value: '', label: t`All` }, { value: 'waiting', label: t`Waiting for an answer` }, ...enquiryStatuses.map((value) => ({ value, label: i18n._(statusLabels[value]) }))]}
            />
            <NativeSelect
              label={t`Form`}
              value={filters.formType ?? ''}
              onChange={(event) => set({ formType: event.currentTarget.value, service: '' })}
              data={[{ value: '', label: t`All` }, ...labels.formTypes.map((value) => ({ value, label: labels.formTypeLabel(value) }))]}
            />
            <NativeSelect
              label={t`Service`}
              value={filters.service ?? ''}
              onChange={(event) => set({ service: event.currentTarget.value })}
              data={[{ value: '', label: t`All` }, ...services.map((service) => ({ value: service.value, label: filters.formType ? service.label : `${service.label} (${labels.formTypeLabel(service.formType)})` }))]}
            />
            <NativeSelect
              label={t`Language`}
              value={filters.locale ?? ''}
              onChange={(event) => set({ locale: event.currentTarget.value as EnquiryFilters['locale'] })}
              data={[{ value: '', label: t`All` }, { value: 'en', label: t`English` }, { value: 'nl', label: t`Dutch` }]}
            />
            <TextInput label={t`From date`} type="date" value={filters.from ?? ''} onChange={(event) => set({ from: event.currentTarget.value })} />
            <TextInput label={t`To date`} type="date" value={filters.to ?? ''} onChange={(event) => set({ to: event.currentTarget.value })} />
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data ? plural(list.data.totalItems, { one: '# enquiry', other: '# enquiries' }) : ' '}
            </Text>
            <Group gap="xs">
              {filters.mailFailed && (
                <Button size="xs" variant="light" onClick={() => set({ mailFailed: false })}>
                  <Trans>Show all, not only failed mail</Trans>
                </Button>
              )}
              <Button size="xs" variant="default" onClick={() => void exportCsv()}>
                <Trans>Export CSV</Trans>
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>

      {list.isError && (
        <Alert color="red" title={t`The enquiries could not be loaded`}>
          {i18n._(staffMessageFor(staffErrorCode(list.error)))}
        </Alert>
      )}
      {list.isPending && <Skeleton h={240} />}
      {list.data && list.data.items.length === 0 && (
        <Text c="dimmed">
          <Trans>No enquiries match.</Trans>
        </Text>
      )}
      {list.data && list.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Received`}</Table.Th>
                <Table.Th>{t`Name`}</Table.Th>
                <Table.Th>{t`Form`}</Table.Th>
                <Table.Th>{t`Service`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th>{t`Mail`}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t`Open`}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((enquiry) => {
                const customer = enquiry.name
                return (
                <Table.Tr key={enquiry.id}>
                  <Table.Td>{formatStaffDateTime(enquiry.created, locale)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {enquiry.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {enquiry.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{labels.formTypeLabel(enquiry.form_type)}</Table.Td>
                  <Table.Td>{labels.serviceLabel(enquiry.form_type, enquiry.service)}</Table.Td>
                  <Table.Td>
                    <Badge color={statusColors[enquiry.status]} variant="filled">
                      {i18n._(statusLabels[enquiry.status])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {enquiry.staff_mail === 'failed' || enquiry.customer_mail === 'failed' ? (
                      <Badge color="red.9" variant="filled">{t`Failed`}</Badge>
                    ) : (
                      <Text size="xs">{t`OK`}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" onClick={() => setOpenId(enquiry.id)} aria-label={t`Open the enquiry of ${customer}`}>
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

      <Drawer opened={!!open} onClose={() => setOpenId(null)} position="right" size="lg" title={t`Enquiry`} closeButtonProps={{ 'aria-label': t`Close` }}>
        {open && (
          <EnquiryDetail
            key={`${open.id}-${open.status}-${open.internal_notes}`}
            enquiry={open}
            labels={labels}
            onSave={async (change) => void (await save.mutateAsync({ id: open.id, change }))}
            onRetryMail={async () => {
              try {
                await api.retryMail(open.id)
                notify({ color: 'green', message: t`The mail goes out again within a minute.` })
                await refresh()
              } catch (error) {
                failed(error)
              }
            }}
            onDelete={async () => {
              try {
                await api.remove(open.id)
                setOpenId(null)
                notify({ message: t`The enquiry was deleted.` })
                await refresh()
              } catch (error) {
                failed(error)
              }
            }}
          />
        )}
      </Drawer>
    </Stack>
  )
}
