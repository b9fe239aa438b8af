import { createFileRoute } from '@tanstack/react-router'
import { BlogAdmin } from '~/features/content-admin/components/BlogAdmin/BlogAdmin'
import { StaffScreen } from '~/features/staff/components/StaffScreen/StaffScreen'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/admin/blog')({
  head: () => headForStaff('/admin/blog'),
  component: () => (
    <StaffScreen path="/admin/blog">
      <BlogAdmin />
    </StaffScreen>
  ),
})
