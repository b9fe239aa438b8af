import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { HomeHero } from './HomeHero'

const meta = { title: 'Home/HomeHero', component: HomeHero } satisfies Meta<typeof HomeHero>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/contact')
    await expect(canvas.getByRole('link', { name: 'Watch videos' })).toHaveAttribute('href', '/#video-samples')
    const cities = canvas.getByRole('navigation', { name: 'Skydiving in your city' })
    await expect(within(cities).getAllByRole('link')).toHaveLength(5)
    await expect(canvas.getByText('40+')).toBeVisible()
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Boek nu' })).toHaveAttribute('href', '/nl/contact')
    await expect(canvas.getByRole('link', { name: 'Den Haag' })).toHaveAttribute('href', '/nl/parachutespringen-den-haag')
  },
}

export const Dark: Story = {
  parameters: { path: '/', colorScheme: 'dark' },
  play: async ({ canvas }) => {
    // A section link: works without script, scrolls smoothly with it (product §2 "Watch videos").
    await expect(canvas.getByRole('link', { name: 'Watch videos' })).toHaveAttribute('href', '/#video-samples')
  },
}
