import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { drawnQr, exampleEnrolment } from '../../fixtures'
import { EnrolmentView } from './EnrolmentView'

const meta = { title: 'Staff/EnrolmentView', component: EnrolmentView, args: { enrolment: exampleEnrolment, drawQr: drawnQr } } satisfies Meta<typeof EnrolmentView>
export default meta
type Story = StoryObj<typeof meta>

export const QrAndKey: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible()
    await expect(canvas.getByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
  },
}
export const DrawingTheQrCode: Story = { args: { drawQr: () => new Promise(() => {}) } }
export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'QR-code om te scannen met uw authenticator-app' })).toBeVisible()
  },
}
