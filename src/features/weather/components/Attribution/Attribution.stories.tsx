import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Attribution } from './Attribution'

const meta = { title: 'Weather/Attribution', component: Attribution } satisfies Meta<typeof Attribution>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Weather data by Open-Meteo.com' })).toHaveAttribute('href', 'https://open-meteo.com/'),
}
export const Dutch: Story = { parameters: { locale: 'nl' }, play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'Weergegevens van Open-Meteo.com' })).toBeVisible() }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
