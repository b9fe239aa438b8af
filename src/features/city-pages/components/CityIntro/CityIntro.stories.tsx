import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { cities } from '~/content/cities'
import { CityIntro } from './CityIntro'

const utrecht = cities.find((city) => city.slug === 'utrecht') ?? cities[0]!

const meta = { title: 'City pages/CityIntro', component: CityIntro, args: { city: utrecht } } satisfies Meta<typeof CityIntro>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/parachutespringen-utrecht' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Utrecht')
    await expect(canvas.getByText(/70 km/)).toBeVisible()
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/parachutespringen-utrecht' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Utrecht')
    await expect(canvas.getByRole('link', { name: 'Vraag een offerte aan' })).toHaveAttribute('href', '/nl/contact')
  },
}

export const Dark: Story = { parameters: { path: '/parachutespringen-utrecht', colorScheme: 'dark' } }
