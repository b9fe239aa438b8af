import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQueryClient } from '@tanstack/react-query'
import { expect, within } from 'storybook/test'
import { forecastQueryOptions, overviewQueryOptions } from '../../api/weather-api'
import { sampleForecast, sampleOverview } from '../../stories/sample-forecast'
import { WeatherDashboard } from './WeatherDashboard'

/**
 * The dashboard with its data: the location from the URL, the jump type remembered on this device,
 * the forecast from the query cache (stories have no server: the answers are put there first, as
 * the page's early request would). The states of the view itself are in WeatherDashboardView.
 */
const meta = {
  title: 'Weather/WeatherDashboard',
  component: WeatherDashboard,
  decorators: [
    (Story) => {
      const client = useQueryClient()
      for (const locale of ['en', 'nl'] as const) {
        for (const slug of ['teuge', 'texel']) {
          client.setQueryData(forecastQueryOptions(slug, locale, 'tandem').queryKey, sampleForecast('good-day', { slug, locale }))
        }
        client.setQueryData(overviewQueryOptions(locale).queryKey, sampleOverview())
      }
      return <Story />
    },
  ],
} satisfies Meta<typeof WeatherDashboard>
export default meta
type Story = StoryObj<typeof meta>

// The sample answers are of a fixed day (stories/sample-forecast) and the dashboard keeps the real
// clock: it says so instead of showing hours that are over.
export const AnswerOfADayThatIsOver: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Skydiving weather' })).toBeVisible()
    await expect(await within(await canvas.findByRole('tabpanel')).findByRole('status')).toHaveTextContent('This forecast is out of date and has no hours left.')
  },
}

export const LocationFromTheAddressInDutch: Story = {
  args: { locationSlug: 'texel' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Springweer' })).toBeVisible()
    await expect(await canvas.findByRole('combobox', { name: 'Springlocatie' })).toHaveValue('Vliegveld Texel')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
