import { useLingui } from '@lingui/react/macro'
import { Stack, Title } from '@mantine/core'
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { notify } from '~/lib/notify'
import { createQueryClient } from '~/lib/query/query-client'
import type { EnquiryFilters, EnquiryLabels, InboxApi } from '../../inbox/enquiry-types'
import { pocketbaseInbox } from '../../inbox/inbox-api'
import { EnquiryInbox } from '../EnquiryInbox/EnquiryInbox'
import { StaffScreen } from '../StaffScreen/StaffScreen'
import { FigureCards } from './FigureCards'

export interface DashboardProps {
  labels: EnquiryLabels
  /** The server calls; stories pass their own. */
  api?: InboxApi
}

/** /admin: the figures at a glance, the enquiries inbox, and new enquiries as they arrive. */
export function Dashboard(props: DashboardProps) {
  const [client] = useState(() => createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <DashboardContent {...props} />
    </QueryClientProvider>
  )
}

function DashboardContent({ labels, api = pocketbaseInbox }: DashboardProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [filters, setFilters] = useState<EnquiryFilters>({ status: 'waiting' })
  const figures = useQuery({ queryKey: ['staff', 'figures'], queryFn: () => api.figures(new Date()) })

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['staff'] })
    void api
      .watch(
        (enquiry) => {
          const name = enquiry.name
          const form = labels.formTypeLabel(enquiry.form_type)
          notify({ title: t`New enquiry`, message: t`${form} from ${name}`, color: 'blue' })
          refresh()
        },
        refresh,
      )
      .then((unsubscribe) => (cancelled ? unsubscribe() : (stop = unsubscribe)))
      .catch(() => {})
    return () => {
      cancelled = true
      stop?.()
    }
  }, [api, labels, queryClient, t])

  return (
    <StaffScreen path="/admin">
      <FigureCards figures={figures.data} onWaiting={() => setFilters({ status: 'waiting' })} onMailFailed={() => setFilters({ mailFailed: true })} />
      <Stack gap="sm">
        <Title order={2} size="h3">{t`Enquiries`}</Title>
        <EnquiryInbox api={api} labels={labels} filters={filters} onFilters={setFilters} />
      </Stack>
    </StaffScreen>
  )
}
