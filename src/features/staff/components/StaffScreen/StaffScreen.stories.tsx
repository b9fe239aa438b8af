import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StaffScreen } from './StaffScreen'

const meta = { title: 'Staff/StaffScreen', component: StaffScreen, args: { path: '/admin/settings', children: <p>Content</p> } } satisfies Meta<typeof StaffScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Settings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  },
}
export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible()
  },
}
