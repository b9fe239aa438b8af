import type { MessageDescriptor } from '@lingui/core'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core'
import { useId, useState, type FormEvent } from 'react'
import { imageAltMessages, imageAltProblem } from '~/lib/media/image-alt'
import { slotArtwork, type PhotoSlotKey } from '~/lib/media/photo-slots'
import { sitePhotoMessages, slotTakesVideo } from '~/lib/media/site-photo-rules'
import { uploadMessages } from '~/lib/media/upload-messages'
import { megabytes, typeList, uploadCodeOfServer, uploadProblem, uploadRules, type UploadRule } from '~/lib/media/upload-rules'
import { notify } from '~/lib/notify'
import { sitePhotoPreview, type SitePhotoApi, type StoredSitePhoto } from '../../site-photos/site-photo-api'
import { photoSlotLabels, sitePhotoToasts } from '../../site-photos/site-photo-messages'
import { useObjectUrl } from '../../useObjectUrl'
import { AltFields, type Alts } from '../AltFields/AltFields'
import { ImageDrop } from '../ImageDrop/ImageDrop'
import { ConfirmRemove } from '../StaffListParts/StaffListParts'

export interface SitePhotoSlotCardProps {
  slot: PhotoSlotKey
  /** The slot's stored photo; none while it shows its artwork. */
  photo?: StoredSitePhoto
  api: SitePhotoApi
  /** After a save or a removal: the screen loads the photos again. */
  onChanged(): void
}

type ServerFailure = { response?: { data?: Record<string, { code?: string }>; errors?: Record<string, { code?: string }> } }

/** The first field the server refused, with its code. */
function refusedField(failure: unknown): { field: string; code: string } | null {
  const response = (failure as ServerFailure).response
  const fields = { ...response?.data, ...response?.errors }
  for (const [field, value] of Object.entries(fields)) if (value?.code) return { field, code: value.code }
  return null
}

/**
 * One photo place of the site (decision 034): where visitors see it, what it shows now (the photo,
 * or the site's artwork), and a form to put a photo there with its two descriptions, replace it or
 * take it away; the hero also takes a short silent looping video.
 */
export function SitePhotoSlotCard({ slot, photo, api, onChanged }: SitePhotoSlotCardProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const titleId = useId()
  const label = photoSlotLabels[slot]
  const name = i18n._(label.name)
  const [file, setFile] = useState<File | null>(null)
  const [video, setVideo] = useState<File | null>(null)
  const [dropVideo, setDropVideo] = useState(false)
  const [alts, setAlts] = useState<Alts>({ alt_en: photo?.alt_en ?? '', alt_nl: photo?.alt_nl ?? '' })
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const preview = useObjectUrl(file)

  const fileMessage = (code: 'file.type' | 'file.size', rule: UploadRule, size: number) =>
    i18n._({ ...uploadMessages[code], values: { types: typeList(rule, t`or`), size: megabytes(size), limit: megabytes(rule.maxBytes) } })

  const choose = (chosen: File, rule: UploadRule, keep: (file: File | null) => void) => {
    const problem = uploadProblem(chosen, rule)
    setError(problem ? fileMessage(problem, rule, chosen.size) : undefined)
    keep(problem ? null : chosen)
  }

  const serverMessage = (failure: unknown): string | undefined => {
    const refused = refusedField(failure)
    if (!refused) return undefined
    const uploadCode = uploadCodeOfServer(refused.code)
    if (uploadCode) {
      const rule = refused.field === 'video' ? uploadRules.heroVideo : uploadRules.sitePhoto
      return fileMessage(uploadCode, rule, (refused.field === 'video' ? video : file)?.size ?? 0)
    }
    const known: Record<string, MessageDescriptor | undefined> = { ...imageAltMessages, ...sitePhotoMessages }
    const message = known[refused.code]
    return message ? i18n._(message) : undefined
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!photo && !file) return setError(t`Choose a photo first.`)
    const altProblem = imageAltProblem(alts.alt_en, alts.alt_nl)
    if (altProblem) return setError(i18n._(imageAltMessages[altProblem]))
    const data = new FormData()
    data.append('slot', slot)
    data.append('alt_en', alts.alt_en.trim())
    data.append('alt_nl', alts.alt_nl.trim())
    if (file) data.append('image', file)
    if (video) data.append('video', video)
    else if (dropVideo) data.append('video', '')
    setBusy(true)
    try {
      await (photo ? api.update(photo.id, data) : api.create(data))
      notify({ color: 'green', message: i18n._(sitePhotoToasts.saved) })
      setFile(null)
      setVideo(null)
      setDropVideo(false)
      setError(undefined)
      onChanged()
    } catch (failure) {
      setError(serverMessage(failure))
      notify({ color: 'red', message: i18n._(sitePhotoToasts.saveFailed) })
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!photo) return
    try {
      await api.remove(photo.id)
      notify({ color: 'green', message: i18n._(sitePhotoToasts.removed) })
      setAlts({ alt_en: '', alt_nl: '' })
      onChanged()
    } catch {
      notify({ color: 'red', message: i18n._(sitePhotoToasts.removeFailed) })
    }
  }

  const shown = preview ?? (photo ? sitePhotoPreview(photo) : slotArtwork(slot))
  const hasVideo = !!photo?.video && !dropVideo
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} data-slot={slot}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {i18n._(label.shownOn)}
          </Text>
          <Group align="flex-start" gap="md">
            <Image src={shown} alt="" w={180} h={120} fit="cover" radius="sm" />
            <Badge variant="filled" color={photo || preview ? 'teal.9' : 'gray.7'} tt="none">
              {preview ? t`New photo, not saved yet` : photo ? t`Photo` : t`Artwork: no photo yet`}
            </Badge>
          </Group>
          <ImageDrop rule={uploadRules.sitePhoto} onFile={(chosen) => choose(chosen, uploadRules.sitePhoto, setFile)} label={t`Choose a photo for: ${name}`} />
          <AltFields value={alts} onChange={setAlts} error={error && (alts.alt_en.trim() === '' || alts.alt_nl.trim() === '') ? error : undefined} />
          {slotTakesVideo(slot) && (
            <Group gap="sm">
              <FileButton accept={uploadRules.heroVideo.types.join(',')} onChange={(chosen) => chosen && choose(chosen, uploadRules.heroVideo, setVideo)}>
                {(props) => (
                  <Button variant="default" {...props}>
                    {hasVideo || video ? t`Replace the video` : t`Add a silent looping video`}
                  </Button>
                )}
              </FileButton>
              <Text size="sm" c="dimmed">
                {video
                  ? t`New video: ${video.name}`
                  : hasVideo
                    ? t`Video: ${photo.video}`
                    : t`${typeList(uploadRules.heroVideo, t`or`)}, at most ${megabytes(uploadRules.heroVideo.maxBytes)}; visitors who ask for less motion or data see the photo`}
              </Text>
              {hasVideo && !video && (
                <Button variant="subtle" onClick={() => setDropVideo(true)}>
                  <Trans>Take the video away</Trans>
                </Button>
              )}
            </Group>
          )}
          {error && (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group gap="xs">
            <Button type="submit" loading={busy}>
              <Trans>Save</Trans>
            </Button>
            {photo && (
              <ConfirmRemove
                label={t`Remove the photo: ${name}`}
                warning={<Trans>Visitors then see the site's artwork here again. Remove the photo?</Trans>}
                onConfirm={() => void remove()}
              />
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
