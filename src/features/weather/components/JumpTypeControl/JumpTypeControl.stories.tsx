import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { withWeatherStyles } from '../../stories/with-weather-styles'
import { JumpTypeControl } from './JumpTypeControl'

const meta = {
  title: 'Weather/JumpTypeControl',
  component: JumpTypeControl,
  decorators: [withWeatherStyles],
  args: { value: 'tandem', onChange: fn() },
} satisfies Meta<typeof JumpTypeControl>
export default meta
type Story = StoryObj<typeof meta>

export const ChooseStudent: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Student'))
    await expect(args.onChange).toHaveBeenCalledWith('student')
  },
}
export const Dutch: Story = { parameters: { locale: 'nl' }, play: async ({ canvas }) => expect(canvas.getByText('Leerling')).toBeVisible() }
export const Dark: Story = { args: { value: 'demonstration' }, parameters: { colorScheme: 'dark' } }
