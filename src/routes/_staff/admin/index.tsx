import { createFileRoute } from '@tanstack/react-router'
import { StaffScreen } from '~/features/staff/components/StaffScreen/StaffScreen'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/admin/')({
  head: () => headForStaff('/admin'),
  component: () => <StaffScreen path="/admin">{null}</StaffScreen>,
})
