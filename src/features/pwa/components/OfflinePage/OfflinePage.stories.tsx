import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { OfflinePage } from './OfflinePage'

const meta = { title: 'PWA/OfflinePage', component: OfflinePage } satisfies Meta<typeof OfflinePage>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('You are offline')
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('U bent offline')
    await expect(canvas.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/nl')
  },
}

export const Dark: Story = {
  parameters: { path: '/nl/offline', colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible()
  },
}
