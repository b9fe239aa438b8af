import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '~/features/staff/components/PlannedScreen/PlannedScreen'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/admin/blog')({
  head: () => headForStaff('/admin/blog'),
  component: () => <PlannedScreen path="/admin/blog" />,
})
