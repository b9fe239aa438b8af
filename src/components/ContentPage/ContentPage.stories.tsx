import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ContentPage } from './ContentPage'

const meta = { title: 'Shared/ContentPage', component: ContentPage, args: { pageKey: 'about' } } satisfies Meta<
  typeof ContentPage
>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/about' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('About us')
    await expect(canvas.getByRole('link', { name: 'Ask for a quote' })).toHaveAttribute('href', '/contact')
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/about' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vraag een offerte aan' })).toHaveAttribute('href', '/nl/contact')
  },
}

export const ContactPageHasNoQuoteButton: Story = {
  args: { pageKey: 'contact' },
  parameters: { path: '/contact' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Ask for a quote' })).toBeNull()
  },
}

export const Dark: Story = { parameters: { path: '/about', colorScheme: 'dark' } }
