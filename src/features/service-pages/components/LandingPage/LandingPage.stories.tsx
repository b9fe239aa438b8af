import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { balloonLanding } from '~/content/landing-content/balloon'
import { corporateLanding } from '~/content/landing-content/corporate'
import { stadiumNlLanding } from '~/content/landing-content/stadium-nl'
import { LandingSections } from '../../deferred-sections'
import { LandingPage } from './LandingPage'

const meta = {
  title: 'Service pages/LandingPage',
  component: LandingPage,
  args: { pageKey: 'landing-balloon', content: balloonLanding },
  // Like the route's loader: the sections below the hero render with the page, not after it.
  loaders: [() => LandingSections.preload()],
} satisfies Meta<typeof LandingPage>
export default meta
type Story = StoryObj<typeof meta>

export const HotAirBalloon: Story = {
  parameters: { path: '/hot-air-balloon-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expect(canvas.getByRole('heading', { name: 'A seasonal experience' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who it is for' })).toBeVisible()
    await expect(canvas.getByText(/3 to 4 weeks ahead/)).toBeVisible()
    const more = within(canvas.getByRole('navigation', { name: 'Read more' }))
    await expect(more.getByRole('link', { name: 'Hot air balloon jumps' })).toHaveAttribute('href', '/services/hot-air-balloon')
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  },
}

export const CorporateDutch: Story = {
  args: { pageKey: 'landing-corporate', content: corporateLanding },
  parameters: { path: '/nl/corporate-events' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Teambuilding' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Voor wie' })).toBeVisible()
    await expect(canvas.getByText(/6 tot 8 weken/)).toBeVisible()
    for (const link of canvas.getAllByRole('link')) await expect(link.getAttribute('href')).toMatch(/^\/nl\//)
  },
}

export const StadiumNetherlandsDark: Story = {
  args: { pageKey: 'landing-stadium-nl', content: stadiumNlLanding },
  parameters: { path: '/stadium-demonstrations-netherlands', colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '900+ shows in 48 countries' })).toBeVisible()
  },
}
