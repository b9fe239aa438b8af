import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/features/staff/components/StaffPage/StaffPage'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/admin/settings')({
  head: () => headForStaff('/admin/settings'),
  component: () => <StaffPage path="/admin/settings" />,
})
