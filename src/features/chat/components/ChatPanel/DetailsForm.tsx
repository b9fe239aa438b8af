import { useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import '@mantine/core/styles/Input.css'
import { useState, type FormEvent } from 'react'
import { chatMessageFor } from '../../schema/chat-messages'
import { checkDetails, type ChatDetails } from '../../schema/chat-rules'

export interface DetailsFormProps {
  onSubmit(details: ChatDetails): void
  onCancel(): void
}

/** The details gate: the transcript's e-mail address (required) and a name (optional), before the first message goes out. */
export function DetailsForm({ onSubmit, onCancel }: DetailsFormProps) {
  const { t, i18n } = useLingui()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkDetails({ customerEmail: email, customerName: name })
    if (checked.ok) onSubmit(checked.details)
    else setErrors(Object.fromEntries(Object.entries(checked.errors).map(([field, code]) => [field, i18n._(chatMessageFor(code))])))
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t`Your details`}>
      <Stack gap="xs">
        <Text size="sm">{t`Before we start: where should we send the transcript of this chat?`}</Text>
        <TextInput label={t`Name (optional)`} autoComplete="name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={errors.customerName} data-autofocus />
        <TextInput
          label={t`E-mail`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.customerEmail}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="subtle" size="sm" onClick={onCancel}>
            {t`Back`}
          </Button>
          <Button type="submit" size="sm" disabled={email.trim() === ''}>
            {t`Start chat`}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
