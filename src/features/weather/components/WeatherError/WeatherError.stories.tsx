import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { WeatherError } from './WeatherError'

const meta = { title: 'Weather/WeatherError', component: WeatherError, args: { onRetry: fn() } } satisfies Meta<typeof WeatherError>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Could not load weather data')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
export const Dutch: Story = {
  args: { detail: 'Kan weergegevens niet laden' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => expect(canvas.getAllByText('Kan weergegevens niet laden').length).toBeGreaterThan(0),
}
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
