import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { weatherLocations } from '~/content/weather-locations'
import { withWeatherStyles } from '../../stories/with-weather-styles'
import { LocationSelect } from './LocationSelect'

const meta = {
  title: 'Weather/LocationSelect',
  component: LocationSelect,
  decorators: [withWeatherStyles],
  args: { locations: weatherLocations, value: 'teuge', onChange: fn(), locale: 'en' },
} satisfies Meta<typeof LocationSelect>
export default meta
type Story = StoryObj<typeof meta>

export const SearchWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Jump location' })
    await userEvent.clear(input)
    await userEvent.type(input, 'Haar')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith('haarlem')
  },
}

export const Dutch: Story = {
  args: { locale: 'nl', value: 'den-haag' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Springlocatie' })).toHaveValue('Den Haag')
    await userEvent.click(canvas.getByRole('combobox'))
    await expect(within(document.body).getByText('Springterreinen')).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
