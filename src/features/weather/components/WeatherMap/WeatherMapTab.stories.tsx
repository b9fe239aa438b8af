import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQueryClient } from '@tanstack/react-query'
import { expect, fn } from 'storybook/test'
import { overviewQueryOptions } from '../../api/weather-api'
import { sampleForecast, sampleOverview } from '../../stories/sample-forecast'
import { WeatherMapTab } from './WeatherMapTab'

const windyHour = sampleForecast('windy').hours[0]!

const meta = {
  title: 'Weather/WeatherMapTab',
  component: WeatherMapTab,
  args: { selected: 'teuge', onSelect: fn(), hour: windyHour, locale: 'en' },
  parameters: { overview: 'answered' },
  decorators: [
    (Story, { parameters }) => {
      // Stories have no server: the overview is there already, or its request never ends.
      const client = useQueryClient()
      for (const locale of ['en', 'nl'] as const) {
        const { queryKey } = overviewQueryOptions(locale)
        client.removeQueries({ queryKey })
        if (parameters.overview === 'answered') client.setQueryData(queryKey, sampleOverview())
        else void client.prefetchQuery({ queryKey, queryFn: () => new Promise<never>(() => {}) })
      }
      return <Story />
    },
  ],
} satisfies Meta<typeof WeatherMapTab>
export default meta
type Story = StoryObj<typeof meta>

export const MapAndDrift: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Map of the jump locations' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Drift and spot' })).toBeVisible()
  },
}

export const NoDriftThisHour: Story = {
  args: { hour: null },
  play: async ({ canvas }) => expect(canvas.getByText(/do not reach exit height/)).toBeVisible(),
}

export const LoadingTheMap: Story = {
  parameters: { overview: 'pending' },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: 'Loading the map' })).toBeVisible(),
}

export const Dutch: Story = {
  args: { locale: 'nl', hour: sampleForecast('windy', { locale: 'nl' }).hours[0]! },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Afdrijven en uitspringpunt' })).toBeVisible(),
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
