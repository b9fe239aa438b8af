import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Input.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Group, Image, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core'
import { IconPlus, IconSearch, IconStarFilled } from '@tabler/icons-react'
import { useBlocker } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { uploadMessages } from '~/lib/media/upload-messages'
import { megabytes, typeList, uploadCodeOfServer, uploadRules } from '~/lib/media/upload-rules'
import { notify } from '~/lib/notify'
import { storyMessages, type StoryErrors } from '~/lib/stories/story-rules'
import { storyImagePath } from '~/lib/stories/story-record'
import { blogToasts } from '../../blog/blog-messages'
import { pocketbaseBlog, type AdminStory, type BlogApi } from '../../blog/blog-api'
import { draftErrors, draftOf, emptyDraft, formDataOf, languageComplete, type StoryDraft } from '../../blog/story-draft'
import { StoryEditor } from '../StoryEditor/StoryEditor'

type Editing = { story: AdminStory | null; draft: StoryDraft; saved: string }

/** The server's field codes of a refusal, those the editor knows; and whether the image was refused. */
function refusalOf(error: unknown): { errors: StoryErrors; imageCode: string | undefined } {
  const fields = (error as { response?: { data?: Record<string, { code?: string }>; errors?: Record<string, { code?: string }> } }).response
  const found = { ...fields?.data, ...fields?.errors }
  const errors: StoryErrors = {}
  for (const [field, detail] of Object.entries(found)) {
    if (detail?.code && detail.code in storyMessages) (errors as Record<string, string>)[field] = detail.code
  }
  return { errors, imageCode: found.image?.code }
}

const fingerprint = (draft: StoryDraft) => JSON.stringify({ ...draft.values, image: draft.image?.name ?? null })

function matches(story: AdminStory, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return [story.title_en, story.title_nl, story.slug, story.category_en, story.category_nl, ...story.tags_en, ...story.tags_nl].some((text) => text.toLowerCase().includes(needle))
}

/** /admin/blog: every story, newest first (drafts too), and the editor of one. */
export function BlogAdmin({ api = pocketbaseBlog }: { api?: BlogApi }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [stories, setStories] = useState<AdminStory[] | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState<Editing | null>(null)
  const [errors, setErrors] = useState<StoryErrors>({})
  const [imageError, setImageError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)

  const load = useCallback(() => {
    api.list().then(
      (list) => {
        setStories(list)
        setLoadFailed(false)
      },
      () => {
        setLoadFailed(true)
        notify({ color: 'red', message: i18n._(blogToasts.fetchFailed) })
      },
    )
  }, [api, i18n])
  useEffect(load, [load])

  const dirty = editing !== null && fingerprint(editing.draft) !== editing.saved
  const leaveQuestion = t`You have unsaved changes. Leave without saving?`
  // A misclick elsewhere in the staff area, or closing the tab, asks first.
  useBlocker({ shouldBlockFn: () => !window.confirm(leaveQuestion), enableBeforeUnload: () => dirty, disabled: !dirty })

  const open = (story: AdminStory | null) => {
    const draft = story ? draftOf(story) : emptyDraft()
    setEditing({ story, draft, saved: fingerprint(draft) })
    setErrors({})
    setImageError(undefined)
    setConfirmDelete(false)
  }
  const close = () => {
    if (dirty && !window.confirm(leaveQuestion)) return
    setEditing(null)
  }

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!editing) return
    const found = draftErrors(editing.draft, Boolean(editing.story?.image))
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const data = formDataOf(editing.draft)
      const saved = editing.story ? await api.update(editing.story.id, data) : await api.create(data)
      notify({ color: 'green', message: i18n._(editing.story ? blogToasts.updated : blogToasts.created) })
      const draft = draftOf(saved)
      setEditing({ story: saved, draft, saved: fingerprint(draft) })
      load()
    } catch (error) {
      const refusal = refusalOf(error)
      setErrors(refusal.errors)
      const uploadCode = uploadCodeOfServer(refusal.imageCode)
      if (refusal.imageCode) {
        const rule = uploadRules.storyImage
        setImageError(uploadCode ? i18n._({ ...uploadMessages[uploadCode], values: { types: typeList(rule, t`or`), size: megabytes(editing.draft.image?.size ?? 0), limit: megabytes(rule.maxBytes) } }) : undefined)
        notify({ color: 'red', message: i18n._(blogToasts.uploadFailed) })
      } else {
        notify({ color: 'red', message: i18n._(editing.story ? blogToasts.updateFailed : blogToasts.createFailed) })
      }
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!editing?.story) return
    setBusy(true)
    try {
      await api.remove(editing.story.id)
      notify({ color: 'green', message: i18n._(blogToasts.deleted) })
      setEditing(null)
      load()
    } catch {
      notify({ color: 'red', message: i18n._(blogToasts.deleteFailed) })
    } finally {
      setBusy(false)
    }
  }

  const shown = useMemo(() => (stories ?? []).filter((story) => matches(story, query)), [stories, query])

  if (editing) {
    const story = editing.story
    return (
      <form onSubmit={(event) => void save(event)} noValidate aria-label={story ? t`Edit story` : t`New story`}>
        <Stack gap="lg">
          <Group justify="space-between">
            <Button variant="subtle" onClick={close}>
              <Trans>Back to all stories</Trans>
            </Button>
            {dirty && (
              <Text size="sm" c="red.9" role="status">
                <Trans>Unsaved changes</Trans>
              </Text>
            )}
          </Group>
          <StoryEditor
            draft={editing.draft}
            onChange={(draft) => setEditing({ ...editing, draft })}
            errors={errors}
            storedImageUrl={story?.image ? storyImagePath(story, '640x360') : undefined}
            imageError={imageError}
            onImageError={setImageError}
          />
          <Group justify="space-between">
            <Button type="submit" loading={busy}>
              {story ? t`Save changes` : t`Create story`}
            </Button>
            {story &&
              (confirmDelete ? (
                <Group gap="xs" role="group" aria-label={t`Delete this story?`}>
                  <Text size="sm">
                    <Trans>Delete this story for good?</Trans>
                  </Text>
                  <Button color="red.9" onClick={() => void remove()} loading={busy}>
                    <Trans>Yes, delete</Trans>
                  </Button>
                  <Button variant="default" onClick={() => setConfirmDelete(false)}>
                    <Trans>Cancel</Trans>
                  </Button>
                </Group>
              ) : (
                <Button color="red.9" variant="outline" onClick={() => setConfirmDelete(true)}>
                  <Trans>Delete</Trans>
                </Button>
              ))}
          </Group>
        </Stack>
      </form>
    )
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <TextInput
          aria-label={t`Search stories`}
          placeholder={t`Search by title, address, category or tag`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          <Trans>New story</Trans>
        </Button>
      </Group>
      {loadFailed && (
        <Alert color="red">
          {i18n._(blogToasts.fetchFailed)}{' '}
          <Button variant="subtle" size="compact-sm" onClick={load}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      )}
      {!stories && !loadFailed && <Skeleton h={240} />}
      {stories && shown.length === 0 && <Text c="dimmed">{stories.length === 0 ? t`No stories yet.` : t`No story matches your search.`}</Text>}
      {shown.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Image</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Title</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Languages</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((story) => {
                const draft = draftOf(story)
                return (
                  <Table.Tr key={story.id}>
                    <Table.Td w={112}>{story.image ? <Image src={storyImagePath(story, '640x360')} alt="" w={96} h={54} fit="cover" radius="sm" /> : null}</Table.Td>
                    <Table.Td>
                      <Button variant="subtle" px={0} onClick={() => open(story)} styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}>
                        {story.title_en || story.title_nl}
                      </Button>
                      {story.title_nl && story.title_en && (
                        <Text size="sm" c="dimmed" lang="nl">
                          {story.title_nl}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        <Badge color={story.published ? 'teal.9' : 'gray.7'} variant="filled">
                          {story.published ? t`Published` : t`Draft`}
                        </Badge>
                        {story.featured && (
                          <Badge color="grape.9" variant="filled" leftSection={<IconStarFilled size={12} aria-hidden />}>
                            <Trans>Featured</Trans>
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {(['en', 'nl'] as const).map((locale) => {
                          const language = locale.toUpperCase()
                          const complete = languageComplete(draft, locale)
                          return (
                            <Badge key={locale} color={complete ? 'teal.9' : 'red.9'} variant="filled" tt="none">
                              {complete ? t`${language} complete` : t`${language} incomplete`}
                            </Badge>
                          )
                        })}
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
