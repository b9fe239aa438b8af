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
/** A calm or shifting wind: the models give no direction, so the strip shows the speed without an arrow. */
export const WindWithoutDirection: Story = {
  args: { hours: sampleForecast('good-day').hours.slice(0, 3).map((hour) => ({ ...hour, windSpeedMs: 0.4, windDirectionDeg: null })) },
  play: async ({ canvas, canvasElement }) => {
    for (const item of canvas.getAllByRole('listitem')) await expect(item).toHaveTextContent('0.4')
    await expect(canvasElement.querySelector('svg')).toBeNull()
  },
}
