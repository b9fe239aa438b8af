import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Fieldset.css'
import '@mantine/core/styles/NumberInput.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/dropzone/styles.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Checkbox, Fieldset, Group, Image, NumberInput, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { Columns } from '~/components/Columns/Columns'
import type { Locale } from '~/lib/i18n/locales'
import { uploadMessages } from '~/lib/media/upload-messages'
import { megabytes, typeList, uploadProblem, uploadRules } from '~/lib/media/upload-rules'
import { storyMessages, parseTags, type StoryErrors, type StoryField } from '~/lib/stories/story-rules'
import { useObjectUrl } from '../../useObjectUrl'
import { changed, dateOfLocalInput, languageComplete, localInputOf, type StoryDraft } from '../../blog/story-draft'

export interface StoryEditorProps {
  draft: StoryDraft
  onChange(draft: StoryDraft): void
  errors: StoryErrors
  /** The stored image's thumbnail, when the story has one. */
  storedImageUrl?: string
  /** A refused image's message (wrong type, too large). */
  imageError?: string
  onImageError(message: string | undefined): void
}

const languageNames: Record<Locale, string> = { en: 'English', nl: 'Nederlands' }
const rule = uploadRules.storyImage

/** The fields of one language: title, excerpt, text, category, tags and the image's description. */
function LanguageColumn({ locale, draft, onChange, errors }: { locale: Locale } & Pick<StoryEditorProps, 'draft' | 'onChange' | 'errors'>) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const values = draft.values
  const complete = languageComplete(draft, locale)
  const errorOf = (field: StoryField) => (errors[field] ? i18n._(storyMessages[errors[field]!]) : undefined)
  const set = (field: StoryField, value: string) => onChange(changed(draft, { [field]: value }))
  const text = (part: 'title' | 'category' | 'image_alt', label: string) => (
    <TextInput label={label} lang={locale} value={values[`${part}_${locale}`]} onChange={(event) => set(`${part}_${locale}`, event.currentTarget.value)} error={errorOf(`${part}_${locale}`)} />
  )
  return (
    <Fieldset
      legend={
        <Group gap="xs">
          <span>{languageNames[locale]}</span>
          <Badge color={complete ? 'teal.9' : 'red.9'} variant="filled">
            {complete ? t`Complete` : t`Incomplete`}
          </Badge>
        </Group>
      }
    >
      <Stack gap="sm">
        {text('title', t`Title`)}
        <Textarea label={t`Excerpt`} lang={locale} autosize minRows={2} value={values[`excerpt_${locale}`]} onChange={(event) => set(`excerpt_${locale}`, event.currentTarget.value)} error={errorOf(`excerpt_${locale}`)} />
        <Textarea
          label={t`Text`}
          description={t`Paragraphs separated by an empty line; a line starting with "## " is a heading.`}
          lang={locale}
          autosize
          minRows={8}
          value={values[`body_${locale}`]}
          onChange={(event) => set(`body_${locale}`, event.currentTarget.value)}
          error={errorOf(`body_${locale}`)}
        />
        {text('category', t`Category`)}
        <TextInput
          label={t`Tags`}
          description={t`Separated by commas`}
          lang={locale}
          value={draft.tagLines[locale]}
          onChange={(event) => {
            const line = event.currentTarget.value
            onChange({ ...changed(draft, { [`tags_${locale}`]: parseTags(line) }), tagLines: { ...draft.tagLines, [locale]: line } })
          }}
          error={errorOf(`tags_${locale}`)}
        />
        {text('image_alt', t`Image description`)}
      </Stack>
    </Fieldset>
  )
}

/** A story's fields: English and Dutch side by side, then what both languages share. */
export function StoryEditor({ draft, onChange, errors, storedImageUrl, imageError, onImageError }: StoryEditorProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const values = draft.values
  const errorOf = (field: StoryField) => (errors[field] ? i18n._(storyMessages[errors[field]!]) : undefined)
  const preview = useObjectUrl(draft.image) ?? storedImageUrl
  const types = typeList(rule, t`or`)
  const limit = megabytes(rule.maxBytes)

  const chooseImage = (file: File | undefined) => {
    if (!file) return
    const problem = uploadProblem(file, rule)
    if (problem) {
      onImageError(i18n._({ ...uploadMessages[problem], values: { types, size: megabytes(file.size), limit: megabytes(rule.maxBytes) } }))
      return
    }
    onImageError(undefined)
    onChange({ ...draft, image: file })
  }

  return (
    <Stack gap="lg">
      <Columns cols={{ base: 1, md: 2 }}>
        <LanguageColumn locale="en" draft={draft} onChange={onChange} errors={errors} />
        <LanguageColumn locale="nl" draft={draft} onChange={onChange} errors={errors} />
      </Columns>
      <Fieldset legend={t`Image`}>
        <Group align="flex-start" gap="md">
          {preview && <Image src={preview} alt="" w={200} h={112} fit="cover" radius="sm" />}
          <Dropzone
            onDrop={(files) => chooseImage(files[0])}
            onReject={(rejections) => chooseImage(rejections[0]?.file)}
            multiple={false}
            accept={[...rule.types]}
            style={{ flex: 1, minWidth: 220 }}
            aria-label={t`Choose an image`}
          >
            <Stack gap={4} align="center" py="md">
              <Text fw={600}>{preview ? t`Drop another image here, or click to choose one` : t`Drop an image here, or click to choose one`}</Text>
              <Text size="sm" c="dimmed">
                <Trans>
                  {types}, at most {limit}
                </Trans>
              </Text>
            </Stack>
          </Dropzone>
        </Group>
        {imageError && (
          <Text c="red.9" size="sm" role="alert" mt="xs">
            {imageError}
          </Text>
        )}
      </Fieldset>
      <Fieldset legend={t`Publication`}>
        <Stack gap="sm">
          <Columns cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t`Web address`}
              description={t`Made from the title once; it stays when the title changes.`}
              leftSection={<Text size="xs" c="dimmed">/stories/</Text>}
              leftSectionWidth={70}
              placeholder={t`made when saved`}
              value={values.slug}
              onChange={(event) => onChange(changed(draft, { slug: event.currentTarget.value.trim() }))}
              error={errorOf('slug')}
            />
            <NumberInput
              label={t`Reading time (minutes)`}
              description={draft.readTimeFollowsText ? t`Follows the text` : t`Set by hand`}
              min={1}
              max={240}
              allowDecimal={false}
              value={values.read_time_minutes}
              onChange={(value) => onChange({ ...draft, readTimeFollowsText: false, values: { ...values, read_time_minutes: typeof value === 'number' ? value : 0 } })}
              error={errorOf('read_time_minutes')}
            />
            <TextInput
              type="datetime-local"
              label={t`Published at`}
              description={t`Empty: the moment it is first published`}
              value={localInputOf(values.published_at)}
              onChange={(event) => onChange(changed(draft, { published_at: dateOfLocalInput(event.currentTarget.value) }))}
            />
          </Columns>
          <Group gap="xl">
            <Checkbox label={t`Published`} checked={values.published} onChange={(event) => onChange(changed(draft, { published: event.currentTarget.checked }))} />
            <Checkbox
              label={t`Featured`}
              description={t`One story at a time: featuring this one takes the mark from the other.`}
              checked={values.featured}
              onChange={(event) => onChange(changed(draft, { featured: event.currentTarget.checked }))}
            />
          </Group>
        </Stack>
      </Fieldset>
    </Stack>
  )
}
