import type { Decorator } from '@storybook/react-vite'
import { WeatherStyles } from '../components/WeatherDashboard/WeatherStyles'

/** The weather page's own Mantine styles, which the page adds itself (see WeatherStyles). */
export const withWeatherStyles: Decorator = (Story) => (
  <>
    <WeatherStyles />
    <Story />
  </>
)
