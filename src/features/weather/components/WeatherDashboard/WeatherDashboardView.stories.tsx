import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQueryClient } from '@tanstack/react-query'
import { expect, fn, userEvent, within } from 'storybook/test'
import { findWeatherLocation, weatherLocations } from '~/content/weather-locations'
import { overviewQueryOptions } from '../../api/weather-api'
import { sampleForecast, sampleNow, sampleOverview } from '../../stories/sample-forecast'
import { WeatherDashboardView } from './WeatherDashboardView'

const teuge = findWeatherLocation('teuge')!
const ready = (answer = sampleForecast('good-day'), saved: { savedAt: number } | null = null) => ({ status: 'ready' as const, answer, saved, refreshing: false })

const meta = {
  title: 'Weather/WeatherDashboardView',
  component: WeatherDashboardView,
  args: {
    locale: 'en',
    locations: weatherLocations,
    location: teuge,
    onLocationChange: fn(),
    jumpType: 'tandem',
    onJumpTypeChange: fn(),
    forecast: ready(),
    nowMs: sampleNow,
    onTabChange: fn(),
  },
  decorators: [
    (Story) => {
      // The map tab asks the overview; stories have no server, so it is there already.
      const client = useQueryClient()
      client.setQueryData(overviewQueryOptions('en').queryKey, sampleOverview())
      client.setQueryData(overviewQueryOptions('nl').queryKey, sampleOverview())
      return <Story />
    },
  ],
} satisfies Meta<typeof WeatherDashboardView>
export default meta
type Story = StoryObj<typeof meta>

export const Overview: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Skydiving weather' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/')
    const panel = canvas.getByRole('tabpanel')
    await expect(within(panel).getAllByText('Go')[0]).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Detailed' }))
    await expect(args.onTabChange).toHaveBeenCalledWith('detailed')
  },
}

export const Loading: Story = { args: { forecast: { status: 'loading' } }, play: async ({ canvas }) => expect(canvas.getByRole('tab', { name: 'Trends' })).toBeVisible() }

export const ErrorInDutch: Story = {
  args: { locale: 'nl', forecast: { status: 'error', message: 'Kan weergegevens niet laden', retry: fn() } },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toHaveTextContent('Kan weergegevens niet laden'),
}

export const StaleFromTheServer: Story = { args: { forecast: ready(sampleForecast('windy', { stale: true })) } }

export const OfflineCopy: Story = {
  args: { forecast: ready(sampleForecast('good-day'), { savedAt: sampleNow - 2 * 3_600_000 }) },
  play: async ({ canvas }) => expect(canvas.getByText(/You are offline/)).toBeVisible(),
}

export const OutOfDate: Story = {
  args: { nowMs: sampleNow + 3 * 86_400_000 },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent(/out of date/),
}

export const DetailedInDutch: Story = { args: { locale: 'nl', tab: 'detailed', forecast: ready(sampleForecast('thunderstorm', { locale: 'nl' })) }, parameters: { locale: 'nl' } }
export const Bulletin: Story = { args: { tab: 'bulletin' }, play: async ({ canvas }) => expect(await canvas.findByRole('heading', { name: /^Briefing for/ })).toBeVisible() }
export const MapTab: Story = { args: { tab: 'map' }, play: async ({ canvas }) => expect(await canvas.findByRole('group', { name: 'Map of the jump locations' }, { timeout: 15_000 })).toBeVisible() }
export const TrendsTab: Story = { args: { tab: 'trends', forecast: ready(sampleForecast('windy')) }, play: async ({ canvas }) => expect(await canvas.findByRole('heading', { name: 'Wind (m/s)' }, { timeout: 15_000 })).toBeVisible() }
export const Dark: Story = { args: { forecast: ready(sampleForecast('low-cloud')) }, parameters: { colorScheme: 'dark' } }
