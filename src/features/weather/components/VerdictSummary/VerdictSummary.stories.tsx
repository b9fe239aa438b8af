import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleForecast, sampleNow } from '../../stories/sample-forecast'
import { VerdictSummary } from './VerdictSummary'

const good = sampleForecast('good-day')
const windy = sampleForecast('windy', { slug: 'texel', locale: 'nl' })

const meta = {
  title: 'Weather/VerdictSummary',
  component: VerdictSummary,
  args: {
    placeName: 'Teuge Airport (Apeldoorn)',
    hour: good.hours[0]!,
    jumpType: 'tandem',
    nextWindow: good.nextJumpableWindow,
    fetchedAt: good.fetchedAt,
    stale: false,
    savedAt: null,
    locale: 'en',
  },
} satisfies Meta<typeof VerdictSummary>
export default meta
type Story = StoryObj<typeof meta>

export const Go: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Go')).toBeVisible()
    await expect(canvas.getByText(/Forecast as of 15 June 2026, 14:12/)).toBeVisible()
  },
}

export const NoGoInDutch: Story = {
  args: { placeName: 'Vliegveld Texel', hour: windy.hours[0]!, nextWindow: null, locale: 'nl' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No-go')).toBeVisible()
    await expect(canvas.getByText(/^wind \d+,\d m\/s, grens 7 m\/s$/)).toBeVisible()
    await expect(canvas.getByText('Geen springvenster in de komende 48 uur.')).toBeVisible()
  },
}

export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvas }) => expect(canvas.getByText(/did not answer/)).toBeVisible(),
}

export const SavedOnThisDevice: Story = {
  args: { savedAt: sampleNow - 3 * 3_600_000 },
  play: async ({ canvas }) => expect(canvas.getByText(/saved on this device on 15 June 2026, 11:20/)).toBeVisible(),
}

export const Dark: Story = { args: { hour: windy.hours[0]! }, parameters: { colorScheme: 'dark' } }
