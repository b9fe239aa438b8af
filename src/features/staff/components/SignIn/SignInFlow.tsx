import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'
import '@mantine/core/styles/Alert.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { pocketbaseSignIn, type Enrolment, type SignInApi } from '../../api/staff-api'
import { staffErrorCode } from '../../api/staff-errors'
import { staffMessageFor, staffMessages, type StaffCode } from '../../staff-messages'
import { CodeField } from './CodeField'
import { EnrolmentView } from './EnrolmentView'
import { RecoveryCodesView } from './RecoveryCodesView'

type Step =
  | { kind: 'password' }
  | { kind: 'code'; mfaId: string }
  | { kind: 'recovery'; mfaId: string }
  | { kind: 'enrol'; mfaId: string; enrolment: Enrolment }
  | { kind: 'linkSent' }
  | { kind: 'recoveryCodes'; codes: string[] }

/** Codes after which the attempt is over: the person starts again with the password. */
const restartCodes: StaffCode[] = ['attempts.exceeded', 'signIn.expired', 'factor.missing', 'factor.present', 'enrolment.linkInvalid', 'account.locked']

export interface SignInFlowProps {
  /** Called once the person is signed in (after seeing their recovery codes, on a first sign-in). */
  onSignedIn(): void
  /** The server calls; stories pass their own. */
  api?: SignInApi
  /** Draws the QR code (stories pass a fixed image). */
  drawQr?: (uri: string) => Promise<string>
  /** The token of the set-up link the page was opened from (`/admin/auth?enrol=…`). */
  enrolmentToken?: string
}

/**
 * Staff sign-in: e-mail and password, then a code from the authenticator app. An account without
 * the app gets a set-up link by e-mail; opened from that link, the sign-in sets the app up (QR code,
 * key, first code) and shows the ten recovery codes once.
 */
export function SignInFlow({ onSignedIn, api = pocketbaseSignIn, drawQr, enrolmentToken }: SignInFlowProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<StaffCode | null>(null)
  const [busy, setBusy] = useState(false)
  // A link that turned out expired or used is not offered again: the next sign-in mails a new one.
  const [linkToken, setLinkToken] = useState(enrolmentToken)

  const run = async (action: () => Promise<void>, stage: 'password' | 'code') => {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (failure) {
      const failed = staffErrorCode(failure, stage)
      setError(failed)
      setCode('')
      if (failed === 'enrolment.linkInvalid') setLinkToken(undefined)
      if (stage === 'code' && restartCodes.includes(failed)) setStep({ kind: 'password' })
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (step.kind === 'password') {
      void run(async () => {
        const next = await api.password(email.trim(), password, linkToken)
        setPassword('')
        if (next.next === 'enrol') setStep({ kind: 'enrol', mfaId: next.mfaId, enrolment: next.enrolment })
        else if (next.next === 'code') setStep({ kind: 'code', mfaId: next.mfaId })
        else setStep({ kind: 'linkSent' })
      }, 'password')
    } else if (step.kind === 'code') {
      void run(async () => {
        await api.verify(step.mfaId, code)
        onSignedIn()
      }, 'code')
    } else if (step.kind === 'recovery') {
      void run(async () => {
        await api.recover(step.mfaId, code)
        onSignedIn()
      }, 'code')
    } else if (step.kind === 'enrol') {
      void run(async () => {
        const signedIn = await api.confirm(step.mfaId, code, linkToken ?? '')
        setStep({ kind: 'recoveryCodes', codes: signedIn.recoveryCodes ?? [] })
      }, 'code')
    }
  }

  const errorText = error ? i18n._(staffMessageFor(error)) : undefined
  if (step.kind === 'recoveryCodes') return <RecoveryCodesView codes={step.codes} onDone={onSignedIn} />
  if (step.kind === 'linkSent') {
    return (
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Check your e-mail</Trans>
        </Title>
        <Text role="status">{i18n._(staffMessages['enrolment.linkSent'])}</Text>
        <Anchor component="button" type="button" size="sm" onClick={() => setStep({ kind: 'password' })}>
          <Trans>Back to sign-in</Trans>
        </Anchor>
      </Stack>
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {step.kind === 'password' && <Trans>Sign in</Trans>}
          {step.kind === 'code' && <Trans>Code from your authenticator app</Trans>}
          {step.kind === 'recovery' && <Trans>Sign in with a recovery code</Trans>}
          {step.kind === 'enrol' && <Trans>Set up your authenticator app</Trans>}
        </Title>
        {errorText && step.kind === 'password' && (
          <Alert color="red" role="alert">
            {errorText}
          </Alert>
        )}
        {step.kind === 'password' && (
          <>
            <TextInput label={t`E-mail address`} type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
            <PasswordInput label={t`Password`} visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }} autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
          </>
        )}
        {step.kind === 'enrol' && <EnrolmentView enrolment={step.enrolment} drawQr={drawQr} />}
        {(step.kind === 'code' || step.kind === 'enrol') && <CodeField value={code} onChange={setCode} error={errorText} />}
        {step.kind === 'recovery' && (
          <TextInput
            label={t`Recovery code`}
            description={t`One of the ten codes you stored when you set up the app, for example ABCDE-FGHJK.`}
            autoComplete="off"
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={errorText}
          />
        )}
        <Button type="submit" loading={busy}>
          {step.kind === 'password' ? <Trans>Continue</Trans> : <Trans>Sign in</Trans>}
        </Button>
        {step.kind === 'code' && (
          <Anchor component="button" type="button" size="sm" onClick={() => (setStep({ kind: 'recovery', mfaId: step.mfaId }), setError(null), setCode(''))}>
            <Trans>Lost your phone? Use a recovery code</Trans>
          </Anchor>
        )}
        {step.kind === 'recovery' && (
          <Anchor component="button" type="button" size="sm" onClick={() => (setStep({ kind: 'code', mfaId: step.mfaId }), setError(null), setCode(''))}>
            <Trans>Use a code from the app instead</Trans>
          </Anchor>
        )}
      </Stack>
    </form>
  )
}
