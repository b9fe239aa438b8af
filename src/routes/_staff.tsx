import { createFileRoute, Outlet } from '@tanstack/react-router'
import { StaffArea } from '~/features/staff/components/StaffArea/StaffArea'

/** Every protected staff screen: the session first, then the staff layout around the screen. */
export const Route = createFileRoute('/_staff')({
  component: () => (
    <StaffArea>
      <Outlet />
    </StaffArea>
  ),
})
