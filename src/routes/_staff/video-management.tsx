import { createFileRoute } from '@tanstack/react-router'
import { PlannedScreen } from '~/features/staff/components/PlannedScreen/PlannedScreen'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/video-management')({
  head: () => headForStaff('/video-management'),
  component: () => <PlannedScreen path="/video-management" />,
})
