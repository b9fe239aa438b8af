import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { drawnQr, exampleRecoveryCodes, fakeSignInApi } from '../../fixtures'
import { SignInFlow } from './SignInFlow'

const meta = {
  title: 'Staff/SignInFlow',
  component: SignInFlow,
  parameters: { layout: 'padded' },
  args: { onSignedIn: fn(), api: fakeSignInApi(), drawQr: drawnQr },
} satisfies Meta<typeof SignInFlow>
export default meta
type Story = StoryObj<typeof meta>

export const LaterSignIn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'eva@parapro.test')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'right-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await userEvent.type(await canvas.findByLabelText(/^6-digit code/), '111111')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByText('That code is not right. Type the 6-digit code your authenticator app shows now.')).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/^6-digit code/), '123 456')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce())
  },
}

export const WrongPassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'eva@parapro.test')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The e-mail address or password is not right.')
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const FirstSignInMailsTheSetUpLink: Story = {
  args: { api: fakeSignInApi({ withoutFactor: true }) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'eva@parapro.test')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'right-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('open the link we have just sent to your e-mail address')
    await expect(canvas.queryByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeNull()
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const FirstSignInMailsTheSetUpLinkInDutch: Story = {
  ...FirstSignInMailsTheSetUpLink,
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mailadres/), 'eva@parapro.test')
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'right-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Doorgaan' }))
    await expect(await canvas.findByRole('heading', { name: 'Controleer uw e-mail' })).toBeVisible()
  },
}

export const ExpiredSetUpLink: Story = {
  args: { api: fakeSignInApi({ withoutFactor: true }), enrolmentToken: 'an-old-token' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'eva@parapro.test')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'right-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This set-up link has expired or was already used. Sign in again to receive a new one.')
    // The next attempt no longer offers the dead link: it asks for a new one.
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
  },
}

export const FirstSignInEnrols: Story = {
  args: { api: fakeSignInApi({ withoutFactor: true }), enrolmentToken: 'link-token' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'eva@parapro.test')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'right-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible()
    await expect(canvas.getByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    await userEvent.type(canvas.getByLabelText(/^6-digit code/), '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    const list = await canvas.findByRole('list', { name: 'Recovery codes' })
    for (const code of exampleRecoveryCodes) await expect(list).toHaveTextContent(code)
    const done = canvas.getByRole('button', { name: 'Continue' })
    await expect(done).toBeDisabled()
    await userEvent.click(canvas.getByLabelText('I have stored my recovery codes'))
    await userEvent.click(done)
    await expect(args.onSignedIn).toHaveBeenCalledOnce()
  },
}

export const RecoveryCodeInDutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mailadres/), 'eva@parapro.test')
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'right-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Doorgaan' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Telefoon kwijt? Gebruik een herstelcode' }))
    await userEvent.type(canvas.getByLabelText(/^Herstelcode/), 'ZZZZZ-ZZZZZ')
    await userEvent.click(canvas.getByRole('button', { name: 'Inloggen' }))
    await expect(await canvas.findByText('Die herstelcode klopt niet of is al gebruikt.')).toBeVisible()
    await userEvent.type(canvas.getByLabelText(/^Herstelcode/), 'abcde-fghjk')
    await userEvent.click(canvas.getByRole('button', { name: 'Inloggen' }))
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce())
  },
}

export const TooManyAttemptsStartsAgain: Story = {
  args: {
    api: {
      ...fakeSignInApi(),
      verify: async () => {
        throw Object.assign(new Error('locked'), { status: 429, response: { code: 'attempts.exceeded' } })
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'eva@parapro.test')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'right-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await userEvent.type(await canvas.findByLabelText(/^6-digit code/), '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many wrong codes. Sign in again with your password.')
    await expect(canvas.getByLabelText(/^Password/)).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
