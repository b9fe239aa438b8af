import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/features/staff/components/StaffPage/StaffPage'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/admin/')({
  head: () => headForStaff('/admin'),
  component: () => <StaffPage path="/admin" />,
})
