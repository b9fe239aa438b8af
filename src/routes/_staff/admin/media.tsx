import { createFileRoute } from '@tanstack/react-router'
import { Divider } from '@mantine/core'
import { MediaLibrary } from '~/features/content-admin/components/MediaLibrary/MediaLibrary'
import { PhotoAdmin } from '~/features/content-admin/components/PhotoAdmin/PhotoAdmin'
import { SitePhotoAdmin } from '~/features/content-admin/components/SitePhotoAdmin/SitePhotoAdmin'
import { StaffScreen } from '~/features/staff/components/StaffScreen/StaffScreen'
import { headForStaff } from '~/features/seo/head-for-staff'

export const Route = createFileRoute('/_staff/admin/media')({
  head: () => headForStaff('/admin/media'),
  component: () => (
    <StaffScreen path="/admin/media">
      <SitePhotoAdmin />
      <Divider />
      <PhotoAdmin />
      <Divider />
      <MediaLibrary />
    </StaffScreen>
  ),
})
