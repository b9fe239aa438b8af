import { createFileRoute } from '@tanstack/react-router'
import { HttpsStatus } from '~/features/staff/components/HttpsStatus/HttpsStatus'
import { StaffScreen } from '~/features/staff/components/StaffScreen/StaffScreen'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/ssl-status')({
  head: () => headForStaff('/ssl-status'),
  component: () => (
    <StaffScreen path="/ssl-status">
      <HttpsStatus />
    </StaffScreen>
  ),
})
