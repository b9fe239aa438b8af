import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleForecast } from '../../stories/sample-forecast'
import { withWeatherStyles } from '../../stories/with-weather-styles'
import { CriteriaList } from './CriteriaList'

const windy = sampleForecast('windy', { slug: 'texel' })

const meta = {
  title: 'Weather/CriteriaList',
  component: CriteriaList,
  decorators: [withWeatherStyles],
  args: { criteria: windy.hours[0]!.criteria, limits: windy.limits, locale: 'en' },
} satisfies Meta<typeof CriteriaList>
export default meta
type Story = StoryObj<typeof meta>

export const Windy: Story = {
  play: async ({ canvas }) => {
    const wind = canvas.getByRole('row', { name: /^Wind \d/ })
    await expect(wind).toHaveTextContent('7 m/s')
    // The fixed rule, not in the jump type's table of limits, still shows its limit.
    const precipitation = canvas.getByRole('row', { name: /^Precipitation \d/ })
    await expect(precipitation.querySelectorAll('td')[1]).toHaveTextContent('0 mm')
  },
}
export const Dutch: Story = { args: { locale: 'nl' }, parameters: { locale: 'nl' }, play: async ({ canvas }) => expect(canvas.getByText('Marge')).toBeVisible() }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
