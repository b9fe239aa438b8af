import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { sampleOverview } from '../../stories/sample-forecast'
import { MapLegend } from './MapLegend'
import { WeatherMap } from './WeatherMap'

const meta = {
  title: 'Weather/WeatherMap',
  component: WeatherMap,
  args: { locations: sampleOverview().locations, selected: 'teuge', onSelect: fn(), locale: 'en' },
  render: (args) => (
    <>
      <WeatherMap {...args} />
      <MapLegend />
    </>
  ),
} satisfies Meta<typeof WeatherMap>
export default meta
type Story = StoryObj<typeof meta>

export const EveryLocation: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(15)
    await expect(canvas.getByRole('button', { name: /^Texel Airport: No-go, wind/ })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /^Texel Airport/ }))
    await expect(args.onSelect).toHaveBeenCalledWith('texel')
  },
}

export const ChooseWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: /^Hoogeveen Airfield/ }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith('hoogeveen')
  },
}

export const Dutch: Story = { args: { locale: 'nl' }, parameters: { locale: 'nl' }, play: async ({ canvas }) => expect(canvas.getByRole('button', { name: /^Vliegveld Texel: No-go, wind/ })).toBeVisible() }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
