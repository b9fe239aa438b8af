import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { drawnQr, fakeSignInApi } from '../../fixtures'
import { SignInPage } from './SignInPage'

const meta = {
  title: 'Staff/SignInPage',
  component: SignInPage,
  parameters: { layout: 'fullscreen' },
  args: { onSignedIn: fn(), api: fakeSignInApi(), drawQr: drawnQr },
} satisfies Meta<typeof SignInPage>
export default meta
type Story = StoryObj<typeof meta>

export const SessionExpired: Story = {
  args: { reason: 'session-expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your session has ended. Sign in again to continue.')
  },
}

export const SignedOutInDutch: Story = {
  args: { reason: 'signed-out' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('U bent uitgelogd.')
    await expect(canvas.getByRole('link', { name: 'Terug naar de website' })).toHaveAttribute('href', '/')
  },
}

export const OpenedFromTheSetUpLink: Story = {
  args: { enrolmentToken: 'link-token', api: fakeSignInApi({ withoutFactor: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sign in with your password to set up your authenticator app.')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
