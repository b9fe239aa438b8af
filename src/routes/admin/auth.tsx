import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/features/staff/components/StaffPage/StaffPage'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/admin/auth')({
  head: () => headForStaff('/admin/auth'),
  component: () => <StaffPage path="/admin/auth" />,
})
