import { useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import '@mantine/core/styles/Input.css'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useLocale } from '~/lib/i18n/useLocale'
import { isFlaggedText } from '~/lib/validation/flagged-text'
import { notify } from '~/lib/notify'
import { subscribe as subscribeToNewsletter } from '../../api/subscribe'
import { signUpMessageFor } from '../../schema/sign-up-messages'
import { parseSignUp } from '../../schema/sign-up-schema'

export interface NewsletterFormProps {
  /** Signs up; replaced in stories and tests. @default subscribe */
  subscribe?: typeof subscribeToNewsletter
  /** Called after a successful sign-up (the popup closes and remembers it). */
  onSubscribed?: () => void
  /** Lays the fields side by side on wide screens (footer) or stacked (popup). @default 'stacked' */
  layout?: 'inline' | 'stacked'
}

/** Name and e-mail for the free guide; the server sends a confirmation link first (double opt-in). */
export function NewsletterForm({ subscribe = subscribeToNewsletter, onSubscribed, layout = 'stacked' }: NewsletterFormProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [sending, setSending] = useState(false)
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '' },
    // The route's own rules; a flagged text is reported under the field that holds it.
    validate: (values) => {
      const parsed = parseSignUp(values)
      if (parsed.ok) return {}
      const { form: flagged, ...fields } = parsed.errors
      const codes = flagged ? { [isFlaggedText(values.name) ? 'name' : 'email']: flagged } : fields
      return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, i18n._(signUpMessageFor(code))]))
    },
  })

  const onSubmit = form.onSubmit(async (values) => {
    setSending(true)
    const result = await subscribe({ name: values.name.trim(), email: values.email.trim(), locale })
    setSending(false)
    if (result.kind === 'subscribed') {
      notify({
        color: 'green',
        title: t`Success!`,
        message: t`Check your e-mail: confirm your address and we will send you the free guide and our offers.`,
      })
      form.reset()
      onSubscribed?.()
      return
    }
    if (result.kind === 'rejected') form.setErrors(result.fieldErrors)
    notify({ color: 'red', title: t`Error`, message: t`Something went wrong. Please try again.` })
  })

  const Fields = layout === 'inline' ? Group : Stack
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        {/* Stacked, the fields take the form's full width (a row keeps them top-aligned under their errors). */}
        <Fields gap="xs" align={layout === 'inline' ? 'flex-start' : 'stretch'} grow={layout === 'inline' ? true : undefined}>
          <TextInput
            label={t`Name`}
            autoComplete="name"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
        </Fields>
        <Button type="submit" loading={sending} disabled={sending}>
          {sending ? t`Sending...` : t`Send me the free guide`}
        </Button>
        <Text size="xs" c="dimmed">
          {t`We first send a link to confirm your address. Unsubscribe at any time.`}
        </Text>
      </Stack>
    </form>
  )
}
