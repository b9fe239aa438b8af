import '@mantine/core/styles/Input.css'
import { useLingui } from '@lingui/react/macro'
import { TextInput } from '@mantine/core'
import { Columns } from '~/components/Columns/Columns'

export type Alts = { alt_en: string; alt_nl: string }

export interface AltFieldsProps {
  value: Alts
  onChange(value: Alts): void
  /** Shown under each description that is still empty. */
  error?: string
}

/** The two descriptions of an image, side by side: what it shows, for visitors who cannot see it. */
export function AltFields({ value, onChange, error }: AltFieldsProps) {
  const { t } = useLingui()
  return (
    <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={t`Description in English`} lang="en" required value={value.alt_en} onChange={(event) => onChange({ ...value, alt_en: event.currentTarget.value })} error={error && value.alt_en.trim() === '' ? error : undefined} />
      <TextInput label={t`Description in Dutch`} lang="nl" required value={value.alt_nl} onChange={(event) => onChange({ ...value, alt_nl: event.currentTarget.value })} error={error && value.alt_nl.trim() === '' ? error : undefined} />
    </Columns>
  )
}
