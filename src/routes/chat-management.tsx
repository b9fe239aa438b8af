import { createFileRoute } from '@tanstack/react-router'
import { StaffPage } from '~/features/staff/components/StaffPage/StaffPage'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/chat-management')({
  head: () => headForStaff('/chat-management'),
  component: () => <StaffPage path="/chat-management" />,
})
