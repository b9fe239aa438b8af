import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleForecast } from '../../stories/sample-forecast'
import { withWeatherStyles } from '../../stories/with-weather-styles'
import { DetailedTable } from './DetailedTable'

const meta = {
  title: 'Weather/DetailedTable',
  component: DetailedTable,
  decorators: [withWeatherStyles],
  args: { hours: sampleForecast('low-cloud').hours.slice(0, 12), locale: 'en' },
} satisfies Meta<typeof DetailedTable>
export default meta
type Story = StoryObj<typeof meta>

export const LowCloud: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(13)
    await expect(canvas.getByRole('columnheader', { name: 'Ceiling (m)' })).toBeVisible()
  },
}
export const Dutch: Story = { args: { locale: 'nl' }, parameters: { locale: 'nl' }, play: async ({ canvas }) => expect(canvas.getByRole('columnheader', { name: 'Zicht (km)' })).toBeVisible() }
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
