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
    await expect(canvas.getByRole('status')).toHaveTextContent('Your session has ended. Sign in again to continue.')
  },
}

export const SignedOutInDutch: Story = {
  args: { reason: 'signed-out' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('U bent uitgelogd.')
    await expect(canvas.getByRole('link', { name: 'Terug naar de website' })).toHaveAttribute('href', '/')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
