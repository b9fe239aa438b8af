import { createFileRoute } from '@tanstack/react-router'
import { Divider } from '@mantine/core'
import { PartnerAdmin } from '~/features/content-admin/components/PartnerAdmin/PartnerAdmin'
import { ReviewAdmin } from '~/features/content-admin/components/ReviewAdmin/ReviewAdmin'
import { StaffScreen } from '~/features/staff/components/StaffScreen/StaffScreen'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/admin/partners')({
  head: () => headForStaff('/admin/partners'),
  component: () => (
    <StaffScreen path="/admin/partners">
      <ReviewAdmin />
      <Divider />
      <PartnerAdmin />
    </StaffScreen>
  ),
})
