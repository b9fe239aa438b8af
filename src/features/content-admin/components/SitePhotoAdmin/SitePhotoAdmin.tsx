import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Image.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Skeleton, Stack, Text, Title } from '@mantine/core'
import { Columns } from '~/components/Columns/Columns'
import { photoSlotKeys } from '~/lib/media/site-photo-rules'
import { pocketbaseSitePhotos, type SitePhotoApi } from '../../site-photos/site-photo-api'
import { sitePhotoToasts } from '../../site-photos/site-photo-messages'
import { useStaffList } from '../../useStaffList'
import { LoadFailedAlert } from '../StaffListParts/StaffListParts'
import { SitePhotoSlotCard } from './SitePhotoSlotCard'

/**
 * /admin/media: every photo place of the site (decision 034), each with what it shows now and a
 * form to put a photo there. A photo is on the site from the next page a visitor opens.
 */
export function SitePhotoAdmin({ api = pocketbaseSitePhotos }: { api?: SitePhotoApi }) {
  const { i18n } = useLinguiRuntime()
  const { items: photos, loadFailed, load } = useStaffList(api.list, sitePhotoToasts.loadFailed)
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        <Trans>Photos on the site</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>
          Each place shows the site's own artwork until you put a photo there. Upload the camera's file: the site makes the sizes
          and formats phones and computers need.
        </Trans>
      </Text>
      {loadFailed && <LoadFailedAlert message={i18n._(sitePhotoToasts.loadFailed)} onRetry={load} />}
      {!photos && !loadFailed && <Skeleton h={240} />}
      {photos && (
        <Columns cols={{ base: 1, lg: 2 }} spacing="md">
          {photoSlotKeys.map((slot) => {
            const photo = photos.find((stored) => stored.slot === slot)
            // keyed by the stored photo too, so the form starts over from what was saved
            return <SitePhotoSlotCard key={`${slot}:${photo?.id ?? ''}:${photo?.image ?? ''}`} slot={slot} photo={photo} api={api} onChanged={load} />
          })}
        </Columns>
      )}
    </Stack>
  )
}
