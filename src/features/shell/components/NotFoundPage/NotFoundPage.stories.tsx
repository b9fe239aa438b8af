import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NotFoundPage } from './NotFoundPage'

const meta = { title: 'Shell/NotFoundPage', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/does-not-exist' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/bestaat-niet' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { path: '/does-not-exist', colorScheme: 'dark' } }
