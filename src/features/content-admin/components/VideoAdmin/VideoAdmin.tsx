import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Progress.css'
import '@mantine/dropzone/styles.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Fieldset, Group, Image, NativeSelect, Progress, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { useCallback, useEffect, useState } from 'react'
import { formatDate } from '~/content/home/format'
import { showcaseTiles } from '~/content/home/media'
import { useLocale } from '~/lib/i18n/useLocale'
import { uploadMessages } from '~/lib/media/upload-messages'
import { megabytes, typeList, uploadCodeOfServer, uploadProblem, uploadRules } from '~/lib/media/upload-rules'
import { isVideoTile, tileOfName } from '~/lib/media/video-tiles'
import { notify } from '~/lib/notify'
import { pocketbaseVideos, UploadError, videoFilePath, type AdminVideo, type VideoApi } from '../../videos/video-api'
import { videoToasts } from '../../videos/video-messages'
import { useObjectUrl } from '../../useObjectUrl'
import { posterFrame } from '../../videos/poster-frame'

const rule = uploadRules.video

interface Chosen {
  file: File
  name: string
  tile: string
  poster: Blob | null
  durationSeconds: number
}

export interface VideoAdminProps {
  api?: VideoApi
  /** Takes the poster frame of a chosen clip (the browser's decoder; stories stand in for it). */
  takePoster?: typeof posterFrame
}

/** /video-management: the showcase's clips, newest first; upload with progress, play, delete. */
export function VideoAdmin({ api = pocketbaseVideos, takePoster = posterFrame }: VideoAdminProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useLocale()
  const [videos, setVideos] = useState<AdminVideo[] | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [fileError, setFileError] = useState<string>()
  const [progress, setProgress] = useState<number | null>(null)
  const [playing, setPlaying] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)

  const load = useCallback(() => {
    api.list().then(
      (list) => {
        setVideos(list)
        setLoadFailed(false)
      },
      () => {
        setLoadFailed(true)
        notify({ color: 'red', message: i18n._(videoToasts.loadFailed) })
      },
    )
  }, [api, i18n])
  useEffect(load, [load])

  const fileMessage = (code: 'file.type' | 'file.size' | 'file.unplayable', size = 0) =>
    i18n._({
      ...uploadMessages[code],
      values: {
        types: typeList(rule, t`or`),
        size: megabytes(size),
        limit: megabytes(rule.maxBytes),
      },
    })

  const choose = async (file: File | undefined) => {
    if (!file) return
    setChosen(null)
    const problem = uploadProblem(file, rule)
    if (problem) return setFileError(fileMessage(problem, file.size))
    const frame = await takePoster(file)
    if (!frame) return setFileError(fileMessage('file.unplayable'))
    setFileError(undefined)
    const name = file.name
      .replace(/\.[^.]+$/, '')
      .replace(/[_-]+/g, ' ')
      .trim()
      .slice(0, 120)
    setChosen({
      file,
      name,
      tile: tileOfName(file.name) ?? '',
      poster: frame.poster,
      durationSeconds: frame.durationSeconds,
    })
  }

  const upload = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!chosen || chosen.name.trim() === '') return
    const data = new FormData()
    data.append('name', chosen.name.trim())
    data.append('tile', chosen.tile)
    data.append('duration_seconds', String(chosen.durationSeconds))
    data.append('video', chosen.file)
    if (chosen.poster) data.append('poster', new File([chosen.poster], 'poster.jpg', { type: 'image/jpeg' }))
    setProgress(0)
    try {
      await api.upload(data, setProgress)
      notify({ color: 'green', message: i18n._(videoToasts.uploaded) })
      setChosen(null)
      load()
    } catch (error) {
      const code = error instanceof UploadError ? uploadCodeOfServer(error.fieldCodes.video) : null
      if (code) setFileError(fileMessage(code, chosen.file.size))
      notify({ color: 'red', message: i18n._(videoToasts.uploadFailed) })
    } finally {
      setProgress(null)
    }
  }

  const remove = async (id: string) => {
    try {
      await api.remove(id)
      notify({ color: 'green', message: i18n._(videoToasts.deleted) })
      setConfirming(null)
      load()
    } catch {
      notify({ color: 'red', message: i18n._(videoToasts.deleteFailed) })
    }
  }

  const tileName = (tile: string) => {
    const found = showcaseTiles.find((candidate) => candidate.key === tile)
    return found ? i18n._(found.title) : t`No tile`
  }
  const percent = progress === null ? 0 : Math.round(progress * 100)
  const types = typeList(rule, t`or`)
  const limit = megabytes(rule.maxBytes)

  return (
    <Stack gap="lg">
      <form onSubmit={(event) => void upload(event)} noValidate aria-label={t`Upload a video`}>
        <Fieldset legend={t`Upload a video`}>
          <Stack gap="sm">
            <Dropzone
              onDrop={(files) => void choose(files[0])}
              onReject={(rejections) => void choose(rejections[0]?.file)}
              multiple={false}
              accept={[...rule.types]}
              aria-label={t`Choose a video`}
              disabled={progress !== null}
            >
              <Stack gap={4} align="center" py="md">
                <Text fw={600}>{t`Drop a video here, or click to choose one`}</Text>
                <Text size="sm" c="dimmed">
                  <Trans>
                    {types}, at most {limit}
                  </Trans>
                </Text>
              </Stack>
            </Dropzone>
            {fileError && (
              <Text c="red.9" size="sm" role="alert">
                {fileError}
              </Text>
            )}
            {chosen && (
              <Group align="flex-end" gap="md">
                {chosen.poster && <PosterPreview poster={chosen.poster} />}
                <TextInput
                  label={t`Name`}
                  value={chosen.name}
                  maxLength={120}
                  required
                  onChange={(event) => setChosen({ ...chosen, name: event.currentTarget.value })}
                  error={chosen.name.trim() === '' ? t`Give the video a name.` : undefined}
                />
                <NativeSelect
                  label={t`Showcase tile`}
                  description={t`Suggested from the file name`}
                  value={chosen.tile}
                  onChange={(event) =>
                    setChosen({
                      ...chosen,
                      tile: isVideoTile(event.currentTarget.value) ? event.currentTarget.value : '',
                    })
                  }
                  data={[
                    ...showcaseTiles.map((tile) => ({
                      value: tile.key,
                      label: i18n._(tile.title),
                    })),
                    { value: '', label: t`No tile` },
                  ]}
                />
                <Button type="submit" loading={progress !== null}>
                  <Trans>Upload</Trans>
                </Button>
              </Group>
            )}
            {progress !== null && (
              <Stack gap={4}>
                <Progress value={percent} aria-label={t`Upload progress`} animated />
                <Text size="sm" role="status">
                  {t`Uploading… ${percent}%`}
                </Text>
              </Stack>
            )}
          </Stack>
        </Fieldset>
      </form>

      {loadFailed && (
        <Alert color="red">
          {i18n._(videoToasts.loadFailed)}{' '}
          <Button variant="subtle" size="compact-sm" onClick={load}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      )}
      {!videos && !loadFailed && <Skeleton h={200} />}
      {videos && videos.length === 0 && <Text c="dimmed">{t`No videos yet.`}</Text>}
      {videos && videos.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Poster`}</Table.Th>
                <Table.Th>{t`Name`}</Table.Th>
                <Table.Th>{t`Showcase tile`}</Table.Th>
                <Table.Th>{t`Uploaded`}</Table.Th>
                <Table.Th>{t`Actions`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {videos.map((video) => {
                const name = video.name
                return (
                  <Table.Tr key={video.id}>
                    <Table.Td w={112}>
                      {video.poster ? <Image src={videoFilePath(video, video.poster, '640x360')} alt="" w={96} h={54} fit="cover" radius="sm" /> : null}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap="xs">
                        <Text>{video.name}</Text>
                        {playing === video.id && (
                          <video
                            src={videoFilePath(video, video.video)}
                            poster={video.poster ? videoFilePath(video, video.poster, '640x360') : undefined}
                            controls
                            autoPlay
                            muted
                            width={320}
                            aria-label={video.name}
                          />
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{tileName(video.tile)}</Table.Td>
                    <Table.Td>{video.created ? formatDate(video.created, locale) : ''}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setPlaying(playing === video.id ? null : video.id)}
                          aria-label={playing === video.id ? t`Stop ${name}` : t`Play ${name}`}
                        >
                          {playing === video.id ? t`Stop` : t`Play`}
                        </Button>
                        {confirming === video.id ? (
                          <>
                            <Button size="xs" color="red.9" onClick={() => void remove(video.id)}>
                              <Trans>Yes, delete</Trans>
                            </Button>
                            <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                              <Trans>Cancel</Trans>
                            </Button>
                          </>
                        ) : (
                          <Button size="xs" variant="default" onClick={() => setConfirming(video.id)} aria-label={t`Delete ${name}`}>
                            <Trans>Delete</Trans>
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}

/** The poster frame taken from the chosen clip. */
function PosterPreview({ poster }: { poster: Blob }) {
  const { t } = useLingui()
  const url = useObjectUrl(poster)
  return url ? <Image src={url} alt={t`Poster frame of the chosen video`} w={160} h={90} fit="cover" radius="sm" /> : null
}
