import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AccessNotice } from './AccessNotice'

const meta = { title: 'Staff/AccessNotice', component: AccessNotice, args: { isAdmin: false } } satisfies Meta<typeof AccessNotice>
export default meta
type Story = StoryObj<typeof meta>

export const NotAnAdmin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/not on the list of administrators/)).toBeVisible()
  },
}
export const AdminWithoutAppInDutch: Story = {
  args: { isAdmin: true },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Geen toegang tot de medewerkersomgeving')).toBeVisible()
  },
}
