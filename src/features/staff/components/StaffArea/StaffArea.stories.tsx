import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { SessionApi } from '../../api/staff-api'
import { exampleUser } from '../../fixtures'
import { StaffArea } from './StaffArea'

const session = (user = exampleUser): SessionApi => ({
  current: async () => user,
  refresh: async () => {},
  signOut: async () => {},
  signOutEverywhere: async () => {},
})

const meta = {
  title: 'Staff/StaffArea',
  component: StaffArea,
  parameters: { layout: 'fullscreen', path: '/admin' },
  args: { api: session(), children: <p>The dashboard</p> },
} satisfies Meta<typeof StaffArea>
export default meta
type Story = StoryObj<typeof meta>

export const SignedInAdmin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The dashboard')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Staff screens' })).toBeVisible()
  },
}

export const StaffWithoutAdminRights: Story = {
  args: { api: session({ ...exampleUser, isAdmin: false }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No access to the staff screens')).toBeVisible()
    await expect(canvas.queryByText('The dashboard')).toBeNull()
  },
}

export const ReadingTheSession: Story = {
  args: { api: { ...session(), current: () => new Promise(() => {}) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Medewerkersomgeving' })).toBeVisible()
  },
}
