import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Fieldset.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Fieldset, Group, Image, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { Columns } from '~/components/Columns/Columns'
import { imageAltMessages, imageAltProblem } from '~/lib/media/image-alt'
import { uploadMessages } from '~/lib/media/upload-messages'
import { megabytes, typeList, uploadProblem, uploadRules } from '~/lib/media/upload-rules'
import { logoThumbPath, type StoredPartner } from '../../partners/partner-api'
import { isWebAddress, partnerMessages } from '../../partners/partner-messages'
import { useObjectUrl } from '../../useObjectUrl'
import { ImageDrop } from '../ImageDrop/ImageDrop'

const rule = uploadRules.partnerLogo
const textFields = ['name', 'industry_en', 'industry_nl', 'description_en', 'description_nl', 'url', 'logo_emoji', 'logo_alt_en', 'logo_alt_nl'] as const
type TextField = (typeof textFields)[number]
export type PartnerValues = Record<TextField, string> & { published: boolean }

export const emptyPartner: PartnerValues = {
  name: '',
  industry_en: '',
  industry_nl: '',
  description_en: '',
  description_nl: '',
  url: '',
  logo_emoji: '',
  logo_alt_en: '',
  logo_alt_nl: '',
  published: true,
}

export const valuesOf = (partner: StoredPartner): PartnerValues => ({
  ...Object.fromEntries(textFields.map((field) => [field, partner[field]])),
  published: partner.published,
}) as PartnerValues

export interface PartnerFormProps {
  initial: PartnerValues
  /** The stored partner when editing: its logo is shown and can be removed. */
  stored?: StoredPartner
  /** The form data to store; a rejection keeps everything typed. */
  onSave(data: FormData): Promise<void>
  onCancel(): void
}

/** A partner card's fields in both languages, with its logo (an image, or an emoji). */
export function PartnerForm({ initial, stored, onSave, onCancel }: PartnerFormProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [values, setValues] = useState(initial)
  const [logo, setLogo] = useState<File | null>(null)
  const [removeLogo, setRemoveLogo] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<TextField | 'logo', string>>>({})
  const [busy, setBusy] = useState(false)
  const preview = useObjectUrl(logo)
  const set = (field: TextField, value: string) => setValues((current) => ({ ...current, [field]: value }))
  const types = typeList(rule, t`or`)
  const limit = megabytes(rule.maxBytes)
  const hasLogo = logo !== null || (!!stored?.logo && !removeLogo)

  const choose = (file: File) => {
    const problem = uploadProblem(file, rule)
    setErrors((current) => ({ ...current, logo: problem ? i18n._({ ...uploadMessages[problem], values: { types, size: megabytes(file.size), limit } }) : undefined }))
    setLogo(problem ? null : file)
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const altProblem = hasLogo ? imageAltProblem(values.logo_alt_en, values.logo_alt_nl) : null
    const found: typeof errors = {
      ...(values.name.trim() === '' ? { name: i18n._(partnerMessages.nameMissing) } : {}),
      ...(isWebAddress(values.url) ? {} : { url: i18n._(partnerMessages.urlInvalid) }),
      ...(altProblem ? { logo_alt_en: i18n._(imageAltMessages[altProblem]) } : {}),
      ...(errors.logo ? { logo: errors.logo } : {}),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const data = new FormData()
    for (const field of textFields) data.append(field, values[field].trim())
    data.append('published', String(values.published))
    if (logo) data.append('logo', logo)
    else if (removeLogo && stored?.logo) data.append('logo-', stored.logo)
    setBusy(true)
    try {
      await onSave(data)
    } finally {
      setBusy(false)
    }
  }

  const text = (field: TextField, label: string, lang?: 'en' | 'nl') => (
    <TextInput label={label} lang={lang} value={values[field]} onChange={(event) => set(field, event.currentTarget.value)} error={errors[field]} />
  )
  const area = (field: TextField, label: string, lang: 'en' | 'nl') => (
    <Textarea label={label} lang={lang} autosize minRows={2} maxLength={1000} value={values[field]} onChange={(event) => set(field, event.currentTarget.value)} />
  )

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Partner`}>
      <Stack gap="sm">
        <TextInput label={t`Name`} required maxLength={120} value={values.name} onChange={(event) => set('name', event.currentTarget.value)} error={errors.name} />
        <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fieldset legend="English">
            <Stack gap="sm">
              {text('industry_en', t`Industry`, 'en')}
              {area('description_en', t`Description`, 'en')}
            </Stack>
          </Fieldset>
          <Fieldset legend="Nederlands">
            <Stack gap="sm">
              {text('industry_nl', t`Industry`, 'nl')}
              {area('description_nl', t`Description`, 'nl')}
            </Stack>
          </Fieldset>
        </Columns>
        {text('url', t`Website`)}
        <Fieldset legend={t`Logo`}>
          <Stack gap="sm">
            <Group align="flex-end" gap="md">
              {(preview ?? (stored?.logo && !removeLogo ? logoThumbPath(stored) : undefined)) && (
                <Image src={preview ?? logoThumbPath(stored!)} alt="" w={80} h={80} fit="contain" radius="sm" />
              )}
              <ImageDrop rule={rule} onFile={choose} label={stored?.logo ? t`Choose a new logo` : t`Choose a logo`} />
              {logo && (
                <Button variant="subtle" size="xs" onClick={() => setLogo(null)}>
                  {t`Clear the chosen logo`}
                </Button>
              )}
              {stored?.logo && !logo && (
                <Checkbox label={t`Remove the logo`} checked={removeLogo} onChange={(event) => setRemoveLogo(event.currentTarget.checked)} />
              )}
            </Group>
            {errors.logo && (
              <Text c="red.9" size="sm" role="alert">
                {errors.logo}
              </Text>
            )}
            <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t`Description in English`} lang="en" required={hasLogo} value={values.logo_alt_en} onChange={(event) => set('logo_alt_en', event.currentTarget.value)} error={errors.logo_alt_en && values.logo_alt_en.trim() === '' ? errors.logo_alt_en : undefined} />
              <TextInput label={t`Description in Dutch`} lang="nl" required={hasLogo} value={values.logo_alt_nl} onChange={(event) => set('logo_alt_nl', event.currentTarget.value)} error={errors.logo_alt_en && values.logo_alt_nl.trim() === '' ? errors.logo_alt_en : undefined} />
            </Columns>
            <TextInput label={t`Emoji instead of a logo`} description={t`Shown while there is no logo image; at most 4 characters`} maxLength={4} w={240} value={values.logo_emoji} onChange={(event) => set('logo_emoji', event.currentTarget.value)} />
          </Stack>
        </Fieldset>
        <Checkbox label={t`Published: shown on the home page and /partners`} checked={values.published} onChange={(event) => setValues({ ...values, published: event.currentTarget.checked })} />
        {textFields.some((field) => errors[field]) && (
          <Text c="red.9" size="sm" role="alert">
            {textFields.map((field) => errors[field]).find(Boolean)}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" loading={busy}>
            <Trans>Save partner</Trans>
          </Button>
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
