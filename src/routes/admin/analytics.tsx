import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/features/staff/components/StaffPage/StaffPage'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/admin/analytics')({
  head: () => headForStaff('/admin/analytics'),
  component: () => <StaffPage path="/admin/analytics" />,
})
