import '@mantine/core/styles/Fieldset.css'
import '@mantine/dropzone/styles.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Fieldset, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { useState } from 'react'
import { maxExpeditionPhotos, expeditionPhotoMessages } from '~/lib/media/expedition-photos'
import { imageAltMessages, imageAltProblem } from '~/lib/media/image-alt'
import { uploadMessages } from '~/lib/media/upload-messages'
import { megabytes, typeList, uploadCodeOfServer, uploadProblem, uploadRules } from '~/lib/media/upload-rules'
import { notify } from '~/lib/notify'
import { pocketbasePhotos, swappedOrder, type ExpeditionPhoto, type PhotoApi } from '../../photos/photo-api'
import { photoToasts } from '../../photos/photo-messages'
import { useObjectUrl } from '../../useObjectUrl'
import { useStaffList } from '../../useStaffList'
import { AltFields, type Alts } from '../AltFields/AltFields'
import { ConfirmRemove, LoadFailedAlert } from '../StaffListParts/StaffListParts'

const rule = uploadRules.expeditionPhoto
const thumbPath = (photo: ExpeditionPhoto) => `/api/files/${photo.collectionId}/${photo.id}/${encodeURIComponent(photo.image)}?thumb=640x360`

/** /admin/media: the Greenland expedition photos of the services carousel, in the order staff set. */
export function PhotoAdmin({ api = pocketbasePhotos }: { api?: PhotoApi }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const { items: photos, loadFailed, load } = useStaffList(api.list, photoToasts.loadFailed)
  const [file, setFile] = useState<File | null>(null)
  const [alts, setAlts] = useState<Alts>({ alt_en: '', alt_nl: '' })
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [edits, setEdits] = useState<Record<string, Alts>>({})
  const preview = useObjectUrl(file)


  const types = typeList(rule, t`or`)
  const limit = megabytes(rule.maxBytes)
  const full = (photos?.length ?? 0) >= maxExpeditionPhotos
  const fileMessage = (code: 'file.type' | 'file.size', size: number) => i18n._({ ...uploadMessages[code], values: { types, size: megabytes(size), limit } })

  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    const problem = uploadProblem(chosen, rule)
    setError(problem ? fileMessage(problem, chosen.size) : undefined)
    setFile(problem ? null : chosen)
  }

  const add = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!file) return
    const altProblem = imageAltProblem(alts.alt_en, alts.alt_nl)
    if (altProblem) return setError(i18n._(imageAltMessages[altProblem]))
    const data = new FormData()
    data.append('alt_en', alts.alt_en.trim())
    data.append('alt_nl', alts.alt_nl.trim())
    data.append('image', file)
    setBusy(true)
    try {
      await api.create(data)
      notify({ color: 'green', message: i18n._(photoToasts.added) })
      setFile(null)
      setAlts({ alt_en: '', alt_nl: '' })
      setError(undefined)
      load()
    } catch (failure) {
      const fields = (failure as { response?: { data?: Record<string, { code?: string }>; errors?: Record<string, { code?: string }> } }).response
      const imageCode = fields?.errors?.image?.code ?? fields?.data?.image?.code
      const serverCode = uploadCodeOfServer(imageCode)
      if (serverCode) setError(fileMessage(serverCode, file.size))
      else if (imageCode === 'photos.limit') setError(i18n._(expeditionPhotoMessages['photos.limit']))
      notify({ color: 'red', message: i18n._(photoToasts.addFailed) })
    } finally {
      setBusy(false)
    }
  }

  const save = async (photo: ExpeditionPhoto) => {
    const change = edits[photo.id]
    if (!change) return
    if (imageAltProblem(change.alt_en, change.alt_nl)) return notify({ color: 'red', message: i18n._(imageAltMessages['imageAlt.missing']) })
    try {
      await api.update(photo.id, change)
      notify({ color: 'green', message: i18n._(photoToasts.saved) })
      setEdits(({ [photo.id]: _saved, ...rest }) => rest)
      load()
    } catch {
      notify({ color: 'red', message: i18n._(photoToasts.saveFailed) })
    }
  }

  const move = async (index: number, step: -1 | 1) => {
    if (!photos) return
    try {
      for (const change of swappedOrder(photos, index, step)) await api.update(change.id, { sort_order: change.sort_order })
    } catch {
      notify({ color: 'red', message: i18n._(photoToasts.saveFailed) })
    }
    load()
  }

  const remove = async (id: string) => {
    try {
      await api.remove(id)
      notify({ color: 'green', message: i18n._(photoToasts.removed) })
      load()
    } catch {
      notify({ color: 'red', message: i18n._(photoToasts.removeFailed) })
    }
  }

  const count = photos?.length ?? 0
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        <Trans>Greenland expedition photos</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>
          The services section's carousel shows these photos in this order: {count} of {maxExpeditionPhotos}.
        </Trans>
      </Text>
      <form onSubmit={(event) => void add(event)} noValidate aria-label={t`Add a photo`}>
        <Fieldset legend={t`Add a photo`} disabled={full}>
          <Stack gap="sm">
            {full ? (
              <Text>{i18n._(expeditionPhotoMessages['photos.limit'])}</Text>
            ) : (
              <Group align="flex-start" gap="md">
                {preview && <Image src={preview} alt="" w={160} h={90} fit="cover" radius="sm" />}
                <Dropzone onDrop={(files) => choose(files[0])} onReject={(rejections) => choose(rejections[0]?.file)} multiple={false} accept={[...rule.types]} aria-label={t`Choose a photo`} style={{ flex: 1, minWidth: 220 }}>
                  <Stack gap={4} align="center" py="md">
                    <Text fw={600}>{t`Drop a photo here, or click to choose one`}</Text>
                    <Text size="sm" c="dimmed">
                      <Trans>
                        {types}, at most {limit}
                      </Trans>
                    </Text>
                  </Stack>
                </Dropzone>
              </Group>
            )}
            <AltFields value={alts} onChange={setAlts} error={error && file ? error : undefined} />
            {error && (
              <Text c="red.9" size="sm" role="alert">
                {error}
              </Text>
            )}
            <Group>
              <Button type="submit" loading={busy} disabled={!file || full}>
                <Trans>Add photo</Trans>
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>

      {loadFailed && <LoadFailedAlert message={i18n._(photoToasts.loadFailed)} onRetry={load} />}
      {!photos && !loadFailed && <Skeleton h={200} />}
      {photos && photos.length === 0 && <Text c="dimmed">{t`No photos yet: the carousel shows its built-in picture.`}</Text>}
      {photos?.map((photo, index) => {
        const place = index + 1
        const value = edits[photo.id] ?? { alt_en: photo.alt_en, alt_nl: photo.alt_nl }
        return (
          <Card key={photo.id} withBorder padding="md" component="section" aria-label={t`Photo ${place}`}>
            <Group align="flex-start" gap="md" wrap="wrap">
              <Image src={thumbPath(photo)} alt={photo.alt_en} w={160} h={90} fit="cover" radius="sm" />
              <Stack gap="xs" style={{ flex: 1, minWidth: 260 }}>
                <AltFields value={value} onChange={(next) => setEdits({ ...edits, [photo.id]: next })} />
                <Group gap="xs">
                  <Button size="xs" variant="default" disabled={!edits[photo.id]} onClick={() => void save(photo)}>
                    <Trans>Save descriptions</Trans>
                  </Button>
                  <Button size="xs" variant="default" disabled={index === 0} onClick={() => void move(index, -1)} leftSection={<IconArrowUp size={14} aria-hidden />} aria-label={t`Move photo ${place} up`}>
                    <Trans>Up</Trans>
                  </Button>
                  <Button size="xs" variant="default" disabled={index === photos.length - 1} onClick={() => void move(index, 1)} leftSection={<IconArrowDown size={14} aria-hidden />} aria-label={t`Move photo ${place} down`}>
                    <Trans>Down</Trans>
                  </Button>
                  <ConfirmRemove label={t`Remove photo ${place}`} warning={<Trans>This photo is shown in the services carousel. Remove it?</Trans>} onConfirm={() => void remove(photo.id)} />
                </Group>
              </Stack>
            </Group>
          </Card>
        )
      })}
    </Stack>
  )
}
