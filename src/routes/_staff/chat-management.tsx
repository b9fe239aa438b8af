import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '~/features/staff/components/PlannedScreen/PlannedScreen'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/chat-management')({
  head: () => headForStaff('/chat-management'),
  component: () => <PlannedScreen path="/chat-management" />,
})
