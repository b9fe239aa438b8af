import { createFileRoute } from '@tanstack/react-router'
import { ChatManagement } from '~/features/staff/components/ChatManagement/ChatManagement'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/chat-management')({
  head: () => headForStaff('/chat-management'),
  component: () => <ChatManagement />,
})
