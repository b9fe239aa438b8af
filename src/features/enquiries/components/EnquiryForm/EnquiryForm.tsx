import { useLingui } from '@lingui/react/macro'
import { Alert, Button, Stack, Text } from '@mantine/core'
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Input.css'
import { useForm } from '@mantine/form'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useSiteFacts } from '~/lib/site-facts'
import { prefilledEnquiryMessage } from '~/lib/enquiry/enquiry-prefill'
import { useLocale } from '~/lib/i18n/useLocale'
import { notify } from '~/lib/notify'
import { newIdempotencyKey, submitEnquiry, type SubmitResult } from '../../api/submit-enquiry'
import { clearDraft, readDraft, saveDraft } from '../../enquiry-drafts'
import { formFields } from '../../form-config'
import { emptyEnquiry, formPathOf, toPayload, type EnquiryFormValues } from '../../form-values'
import { mayRecordSubmission } from '../../rate-limit'
import { enquiryMessageFor } from '../../schema/enquiry-messages'
import { validateEnquiry } from '../../schema/enquiry-schema'
import type { FormType } from '../../schema/options'
import { EnquiryField } from '../EnquiryField/EnquiryField'
import { useFocusFirstError } from './useFocusFirstError'

export interface EnquiryFormProps {
  /** Which tab this form is: the general contact form or one of the quote requests. */
  formType: FormType
  /** Sends the enquiry; replaced in stories and tests. @default submitEnquiry */
  submit?: typeof submitEnquiry
}

type Phase = 'idle' | 'sending' | 'failed'

/** One tab of the enquiry form: idle -> sending -> success (cleared) or failure (kept), product §4. */
export function EnquiryForm({ formType, submit = submitEnquiry }: EnquiryFormProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [phase, setPhase] = useState<Phase>('idle')
  // One key per enquiry: a retry after a failure is the same enquiry to the server.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const [formRef, focusFirstError] = useFocusFirstError()

  const translate = (codes: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(codes).map(([field, code]) => [formPathOf(field), i18n._(enquiryMessageFor(code))]),
    )

  const form = useForm<EnquiryFormValues>({
    mode: 'uncontrolled',
    initialValues: emptyEnquiry(),
    onValuesChange: (values) => saveDraft(formType, values),
    // A flagged text rejects the whole form: its error sits under "form" and blocks sending like any other.
    validate: (values) => translate(validateEnquiry({ ...toPayload(values, formType, locale, 'validation-only-key') })),
  })

  // After hydration, so the first render matches the prerendered, empty form.
  useEffect(() => {
    const draft = readDraft(formType)
    if (draft) form.setValues(draft)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per tab: the form object is stable
  }, [formType])

  const isGeneral = formType === 'contact'
  // A message handed over by another part of the site (the chat's summary) fills an empty message field.
  const prefill = useRouterState({ select: (state) => (isGeneral ? prefilledEnquiryMessage(state.location.state) : undefined) })
  useEffect(() => {
    if (prefill && form.getValues().message.trim() === '') form.setFieldValue('message', prefill)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form object is stable; only a new hand-over matters
  }, [prefill])

  // The phone number staff set in the business details; none set, none offered.
  const phone = useSiteFacts()?.phone
  const showFailure = (serverMessage?: string) => {
    setPhase('failed')
    notify({
      color: 'red',
      title: isGeneral ? t`Error Sending Message` : t`Error Sending Request`,
      message: isGeneral
        ? (serverMessage ?? (phone ? t`Something went wrong. Please try again or call us directly at ${phone}.` : t`Something went wrong. Please try again.`))
        : phone
          ? t`Something went wrong. Please try again or call us directly.`
          : t`Something went wrong. Please try again.`,
    })
  }

  const startNewEnquiry = () => {
    clearDraft(formType)
    form.reset()
    setIdempotencyKey(newIdempotencyKey())
    setPhase('idle')
  }

  const handleResult = (result: SubmitResult) => {
    if (result.kind === 'accepted') {
      notify({
        color: 'green',
        autoClose: 8000,
        title: t`Thank you! Your message has been sent.`,
        message: t`We will reply with an answer or a quote within 24 hours.`,
      })
      return startNewEnquiry()
    }
    if (result.kind === 'queued') {
      notify({
        color: 'blue',
        autoClose: false,
        title: t`You are offline: your enquiry is saved`,
        message: t`It stays on this device and is sent automatically as soon as you are back online. You do not need to send it again.`,
      })
      return startNewEnquiry()
    }
    if (result.kind === 'rejected') {
      form.setErrors(translate(result.fieldErrors))
      focusFirstError()
      return showFailure(result.message)
    }
    if (result.kind === 'rate-limited') return showFailure(t`Rate limit exceeded. Please wait before submitting again.`)
    showFailure()
  }

  const onSubmit = form.onSubmit(async (values) => {
    if (!mayRecordSubmission(formType)) {
      return showFailure(t`Rate limit exceeded. Please wait before submitting again.`)
    }
    setPhase('sending')
    handleResult(await submit(toPayload(values, formType, locale, idempotencyKey)))
  }, focusFirstError)

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={phase === 'sending'}>
      <Stack gap="sm">
        {formFields[formType].map((spec) => (
          <EnquiryField key={spec.path} spec={spec} form={form} />
        ))}
        {form.errors.form && (
          <Alert color="red" role="alert">
            {form.errors.form}
          </Alert>
        )}
        {phase === 'failed' && (
          <Alert color="red" role="alert" title={t`Oops! Something went wrong.`}>
            {phone ? t`Your details are still here: please try again, or call us at ${phone}.` : t`Your details are still here: please try again.`}
          </Alert>
        )}
        <Button type="submit" size="md" loading={phase === 'sending'} disabled={phase === 'sending'}>
          {phase === 'sending' ? t`Sending...` : isGeneral ? t`Send message` : t`Request a quote`}
        </Button>
        <Text size="xs" c="dimmed">
          {t`Fields marked with * are required. We reply within 24 hours.`}
        </Text>
      </Stack>
    </form>
  )
}
