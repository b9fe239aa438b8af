import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/features/staff/components/StaffPage/StaffPage'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/ssl-status')({
  head: () => headForStaff('/ssl-status'),
  component: () => <StaffPage path="/ssl-status" />,
})
