import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'
import '@mantine/core/styles/Alert.css'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { pocketbaseSignIn, type Enrolment, type SignInApi } from '../../api/staff-api'
import { staffErrorCode } from '../../api/staff-errors'
import { staffMessageFor, type StaffCode } from '../../staff-messages'
import { CodeField } from './CodeField'
import { EnrolmentView } from './EnrolmentView'
import { RecoveryCodesView } from './RecoveryCodesView'

type Step =
  | { kind: 'password' }
  | { kind: 'code'; mfaId: string }
  | { kind: 'recovery'; mfaId: string }
  | { kind: 'enrol'; mfaId: string; enrolment: Enrolment }
  | { kind: 'recoveryCodes'; codes: string[] }

/** Codes after which the attempt is over: the person starts again with the password. */
const restartCodes: StaffCode[] = ['attempts.exceeded', 'signIn.expired', 'factor.missing', 'factor.present']

export interface SignInFlowProps {
  /** Called once the person is signed in (after seeing their recovery codes, on a first sign-in). */
  onSignedIn(): void
  /** The server calls; stories pass their own. */
  api?: SignInApi
  /** Draws the QR code (stories pass a fixed image). */
  drawQr?: (uri: string) => Promise<string>
}

/**
 * Staff sign-in: e-mail and password, then a code from the authenticator app. The first sign-in of
 * an account sets the app up (QR code, key, first code) and shows the ten recovery codes once.
 */
export function SignInFlow({ onSignedIn, api = pocketbaseSignIn, drawQr }: SignInFlowProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<StaffCode | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async (action: () => Promise<void>, stage: 'password' | 'code') => {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (failure) {
      const failed = staffErrorCode(failure, stage)
      setError(failed)
      setCode('')
      if (stage === 'code' && restartCodes.includes(failed)) setStep({ kind: 'password' })
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (step.kind === 'password') {
      void run(async () => {
        const { mfaId, needsEnrolment } = await api.password(email.trim(), password)
        setPassword('')
        setStep(needsEnrolment ? { kind: 'enrol', mfaId, enrolment: await api.enrol(mfaId) } : { kind: 'code', mfaId })
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
        const signedIn = await api.confirm(step.mfaId, code)
        setStep({ kind: 'recoveryCodes', codes: signedIn.recoveryCodes ?? [] })
      }, 'code')
    }
  }

  const errorText = error ? i18n._(staffMessageFor(error)) : undefined
  if (step.kind === 'recoveryCodes') return <RecoveryCodesView codes={step.codes} onDone={onSignedIn} />

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
