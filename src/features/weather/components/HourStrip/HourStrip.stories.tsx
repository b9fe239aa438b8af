import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleForecast } from '../../stories/sample-forecast'
import { HourStrip } from './HourStrip'

const meta = {
  title: 'Weather/HourStrip',
  component: HourStrip,
  args: { hours: sampleForecast('thunderstorm').hours.slice(0, 12), locale: 'en' },
} satisfies Meta<typeof HourStrip>
export default meta
type Story = StoryObj<typeof meta>

export const TwelveHours: Story = { play: async ({ canvas }) => expect(canvas.getAllByRole('listitem')).toHaveLength(12) }
export const Dutch: Story = { args: { locale: 'nl' }, parameters: { locale: 'nl' } }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
export const Empty: Story = { args: { hours: [] } }
