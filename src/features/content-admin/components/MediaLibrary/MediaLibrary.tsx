import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Badge.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Image, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { Columns } from '~/components/Columns/Columns'
import { imageAltMessages, imageAltProblem } from '~/lib/media/image-alt'
import { uploadMessages } from '~/lib/media/upload-messages'
import { megabytes, typeList, uploadCodeOfServer, uploadProblem } from '~/lib/media/upload-rules'
import { notify } from '~/lib/notify'
import { libraryRules, pocketbaseMediaLibrary, type Alts, type LibraryImage, type MediaLibraryApi } from '../../media-library/media-library-api'
import { libraryToasts } from '../../media-library/media-library-messages'
import { useObjectUrl } from '../../useObjectUrl'
import { ImageDrop } from '../ImageDrop/ImageDrop'
import { useStaffList } from '../../useStaffList'
import { ConfirmRemove, LoadFailedAlert } from '../StaffListParts/StaffListParts'

const keyOf = (image: LibraryImage) => `${image.kind}:${image.recordId}`

/** What removing an image takes off the site, said before it happens. */
function RemovalWarning({ image }: { image: LibraryImage }) {
  const name = image.usedBy
  if (image.kind === 'story') {
    return image.shownOnSite ? <Trans>This image is shown with the published story “{name}”, on its page and in the story lists. Remove it?</Trans> : <Trans>This image belongs to the draft story “{name}”. Remove it?</Trans>
  }
  return image.shownOnSite ? <Trans>This logo is shown on the card of {name} on the home page and /partners; the card falls back to its emoji. Remove it?</Trans> : <Trans>This logo belongs to the hidden partner {name}. Remove it?</Trans>
}

function LibraryCard({ image, api, onChanged }: { image: LibraryImage; api: MediaLibraryApi; onChanged(): void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [alts, setAlts] = useState<Alts>({ alt_en: image.alt_en, alt_nl: image.alt_nl })
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const preview = useObjectUrl(file)
  const rule = libraryRules[image.kind]
  const types = typeList(rule, t`or`)
  const limit = megabytes(rule.maxBytes)
  const fileMessage = (code: 'file.type' | 'file.size', size: number) => i18n._({ ...uploadMessages[code], values: { types, size: megabytes(size), limit } })
  const changed = file !== null || alts.alt_en !== image.alt_en || alts.alt_nl !== image.alt_nl
  const name = image.usedBy

  const choose = (chosen: File) => {
    const problem = uploadProblem(chosen, rule)
    setError(problem ? fileMessage(problem, chosen.size) : undefined)
    setFile(problem ? null : chosen)
  }

  const save = async () => {
    const altProblem = imageAltProblem(alts.alt_en, alts.alt_nl)
    if (altProblem) return setError(i18n._(imageAltMessages[altProblem]))
    setBusy(true)
    try {
      await (file ? api.replace(image, file, alts) : api.saveAlts(image, alts))
      notify({ color: 'green', message: i18n._(libraryToasts.saved) })
      setFile(null)
      setError(undefined)
      onChanged()
    } catch (failure) {
      const fields = (failure as { response?: { data?: Record<string, { code?: string }> } }).response?.data ?? {}
      const serverCode = uploadCodeOfServer(Object.values(fields).map((field) => field.code).find(Boolean))
      if (serverCode && file) setError(fileMessage(serverCode, file.size))
      notify({ color: 'red', message: i18n._(libraryToasts.saveFailed) })
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    try {
      await api.remove(image)
      notify({ color: 'green', message: i18n._(libraryToasts.removed) })
      onChanged()
    } catch {
      notify({ color: 'red', message: i18n._(libraryToasts.removeFailed) })
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-label={image.kind === 'story' ? t`Image of the story ${name}` : t`Logo of ${name}`}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Image src={image.thumbUrl} alt={image.alt_en} w={160} h={image.kind === 'story' ? 120 : 80} fit={image.kind === 'story' ? 'cover' : 'contain'} radius="sm" />
        <Stack gap="xs" style={{ flex: 1, minWidth: 260 }}>
          <Group gap="xs">
            <Text fw={600}>{image.kind === 'story' ? t`Story: ${name}` : t`Partner: ${name}`}</Text>
            <Badge color={image.shownOnSite ? 'teal.9' : 'gray.7'} variant="filled">
              {image.shownOnSite ? t`On the site` : t`Not on the site`}
            </Badge>
          </Group>
          <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Description in English`} lang="en" required value={alts.alt_en} onChange={(event) => setAlts({ ...alts, alt_en: event.currentTarget.value })} />
            <TextInput label={t`Description in Dutch`} lang="nl" required value={alts.alt_nl} onChange={(event) => setAlts({ ...alts, alt_nl: event.currentTarget.value })} />
          </Columns>
          <Group gap="sm" align="center" maw={520}>
            {preview && <Image src={preview} alt="" w={64} h={48} fit="cover" radius="sm" />}
            <ImageDrop rule={rule} onFile={choose} label={t`Replace the file`} />
          </Group>
          {error && (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group gap="xs">
            <Button size="xs" disabled={!changed} loading={busy} onClick={() => void save()}>
              <Trans>Save</Trans>
            </Button>
            <ConfirmRemove label={t`Remove the image of ${name}`} warning={<RemovalWarning image={image} />} onConfirm={() => void remove()} />
          </Group>
        </Stack>
      </Group>
    </Card>
  )
}

/** /admin/media: the story images and partner logos, with what uses each and whether visitors see it. */
export function MediaLibrary({ api = pocketbaseMediaLibrary }: { api?: MediaLibraryApi }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const { items: images, loadFailed, load } = useStaffList(api.list, libraryToasts.loadFailed)


  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          <Trans>Story images and partner logos</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>New ones are added with their story on /admin/blog or their partner on /admin/partners.</Trans>
        </Text>
      </Stack>
      {loadFailed && <LoadFailedAlert message={i18n._(libraryToasts.loadFailed)} onRetry={load} />}
      {!images && !loadFailed && <Skeleton h={200} />}
      {images && images.length === 0 && <Text c="dimmed">{t`No story has an image and no partner a logo yet.`}</Text>}
      {images?.map((image) => (
        <LibraryCard key={`${keyOf(image)}:${image.file}`} image={image} api={api} onChanged={load} />
      ))}
    </Stack>
  )
}
