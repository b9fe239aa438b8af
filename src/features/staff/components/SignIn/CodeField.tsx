import '@mantine/core/styles/Input.css'
import { useLingui } from '@lingui/react/macro'
import { TextInput } from '@mantine/core'

/** The 6-digit code from the authenticator app; browsers and password managers may fill it in. */
export function CodeField({ value, onChange, error }: { value: string; onChange(value: string): void; error?: string }) {
  const { t } = useLingui()
  return (
    <TextInput
      label={t`6-digit code`}
      description={t`Open your authenticator app and type the code it shows for ParaPro Skydiving.`}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/[^\d ]/g, '').slice(0, 7))}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      error={error}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
    />
  )
}
