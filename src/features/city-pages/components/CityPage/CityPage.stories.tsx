import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { findCity } from '~/content/cities'
import { CityPage } from './CityPage'

const meta = { title: 'City pages/CityPage', component: CityPage, args: { city: findCity('utrecht')! } } satisfies Meta<
  typeof CityPage
>
export default meta
type Story = StoryObj<typeof meta>

export const Utrecht: Story = {
  parameters: { path: '/parachutespringen-utrecht' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expect(canvas.getByText('About 70 km by road')).toBeVisible()
    await expect(canvas.getByText('About 50 minutes by car outside rush hour')).toBeVisible()
    await expect(canvas.getByText(/middle of the country/)).toBeVisible()
    const services = within(canvas.getByRole('region', { name: 'What we do for Utrecht' }))
    await expect(services.getByText(/Plan 6 to 8 weeks ahead/)).toBeVisible()
    await expect(services.getByRole('link', { name: 'Stadium demonstrations' })).toHaveAttribute('href', '/services/stadium-shows')
    await expect(services.getByRole('link', { name: 'Tandem jumps' })).toHaveAttribute('href', '/services/tandem-jumps')
    const nearby = within(canvas.getByRole('region', { name: 'Cities nearby' }))
    await expect(nearby.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/parachutespringen-amsterdam',
      '/parachutespringen-almere',
      '/parachutespringen-nijmegen',
    ])
  },
}

export const GroningenDutch: Story = {
  args: { city: findCity('groningen')! },
  parameters: { path: '/nl/parachutespringen-groningen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Groningen')
    await expect(canvas.getByText('Ongeveer 145 km over de weg')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Wat wij voor Groningen doen' })).toBeVisible()
    for (const link of canvas.getAllByRole('link')) await expect(link.getAttribute('href')).toMatch(/^\/nl\//)
  },
}

export const DenHaagDark: Story = {
  args: { city: findCity('den-haag')! },
  parameters: { path: '/parachutespringen-den-haag', colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'From The Hague to our base in Apeldoorn' })).toBeVisible()
  },
}
