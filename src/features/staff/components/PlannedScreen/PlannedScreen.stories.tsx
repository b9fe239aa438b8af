import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PlannedScreen } from './PlannedScreen'

const meta = { title: 'Staff/PlannedScreen', component: PlannedScreen, args: { path: '/admin/analytics' } } satisfies Meta<typeof PlannedScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Analytics: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
    await expect(canvas.getByText('This screen will hold:')).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
  },
}
export const VideoManagementInDutch: Story = {
  args: { path: '/video-management' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Op dit scherm komt straks:')).toBeVisible()
  },
}
export const Blog: Story = { args: { path: '/admin/blog' } }
export const Media: Story = { args: { path: '/admin/media' } }
export const AnalyticsDark: Story = { parameters: { colorScheme: 'dark' } }
