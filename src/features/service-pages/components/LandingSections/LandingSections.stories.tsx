import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { balloonLanding } from '~/content/landing-content/balloon'
import { corporateLanding } from '~/content/landing-content/corporate'
import { LandingSections } from './LandingSections'

/** What a landing page shows below its hero; its code loads after the page's start-up (decision 033). */
const meta = {
  title: 'Service pages/LandingSections',
  component: LandingSections,
  args: { content: balloonLanding },
} satisfies Meta<typeof LandingSections>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/hot-air-balloon-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who it is for' })).toBeVisible()
    const more = within(canvas.getByRole('navigation', { name: 'Read more' }))
    await expect(more.getByRole('link', { name: 'Hot air balloon jumps' })).toHaveAttribute('href', '/services/hot-air-balloon')
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  },
}

export const Dutch: Story = {
  args: { content: corporateLanding },
  parameters: { path: '/nl/corporate-events' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Voor wie' })).toBeVisible()
    for (const link of canvas.getAllByRole('link')) await expect(link.getAttribute('href')).toMatch(/^\/nl\//)
  },
}

export const Dark: Story = { parameters: { path: '/hot-air-balloon-jumps', colorScheme: 'dark' } }
