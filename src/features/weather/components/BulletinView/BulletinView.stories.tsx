import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleForecast } from '../../stories/sample-forecast'
import { BulletinView } from './BulletinView'

const meta = { title: 'Weather/BulletinView', component: BulletinView, args: { bulletin: sampleForecast('good-day').bulletin } } satisfies Meta<typeof BulletinView>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: /^Briefing for Teuge Airport/ })).toBeVisible() }
export const Dutch: Story = {
  args: { bulletin: sampleForecast('wet', { locale: 'nl' }).bulletin },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => expect(canvas.getByText(/^Op dit moment geen tandemsprongen: neerslag/)).toBeVisible(),
}
export const Empty: Story = { args: { bulletin: null } }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
