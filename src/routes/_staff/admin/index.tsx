import { useLingui } from '@lingui/react'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { Dashboard } from '~/features/staff/components/Dashboard/Dashboard'
import { headForStaff } from '~/features/seo/head-for-staff'
import { enquiryLabels } from '../../-lib/enquiry-labels'

export const Route = createFileRoute('/_staff/admin/')({
  head: () => headForStaff('/admin'),
  component: DashboardRoute,
})

function DashboardRoute() {
  const { i18n } = useLingui()
  const locale = i18n.locale
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the active language
  const labels = useMemo(() => enquiryLabels(i18n), [i18n, locale])
  return <Dashboard labels={labels} />
}
