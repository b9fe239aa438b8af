import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleForecast } from '../../stories/sample-forecast'
import { TrendCharts } from './TrendCharts'

const windy = sampleForecast('windy')

const meta = { title: 'Weather/TrendCharts', component: TrendCharts, args: { hours: windy.hours, limits: windy.limits, locale: 'en' } } satisfies Meta<typeof TrendCharts>
export default meta
type Story = StoryObj<typeof meta>

export const Windy: Story = { play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Wind (m/s)' })).toBeVisible() }
export const Dutch: Story = { args: { locale: 'nl' }, parameters: { locale: 'nl' }, play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'Zicht (km)' })).toBeVisible() }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
