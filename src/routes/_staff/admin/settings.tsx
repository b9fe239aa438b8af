import { createFileRoute } from '@tanstack/react-router'
import { SettingsForm } from '~/features/staff/components/SettingsForm/SettingsForm'
import { StaffScreen } from '~/features/staff/components/StaffScreen/StaffScreen'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/admin/settings')({
  head: () => headForStaff('/admin/settings'),
  component: () => (
    <StaffScreen path="/admin/settings">
      <SettingsForm />
    </StaffScreen>
  ),
})
