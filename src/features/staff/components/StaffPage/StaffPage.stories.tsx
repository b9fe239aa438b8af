import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StaffPage } from './StaffPage'

const meta = { title: 'Staff/StaffPage', component: StaffPage, args: { path: '/admin/auth' } } satisfies Meta<
  typeof StaffPage
>
export default meta
type Story = StoryObj<typeof meta>

export const SignIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/')
  },
}
export const Blog: Story = { args: { path: '/admin/blog' } }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
