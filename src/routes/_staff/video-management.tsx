import { createFileRoute } from '@tanstack/react-router'
import { VideoAdmin } from '~/features/content-admin/components/VideoAdmin/VideoAdmin'
import { StaffScreen } from '~/features/staff/components/StaffScreen/StaffScreen'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/video-management')({
  head: () => headForStaff('/video-management'),
  component: () => (
    <StaffScreen path="/video-management">
      <VideoAdmin />
    </StaffScreen>
  ),
})
