import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleForecast } from '../../stories/sample-forecast'
import { DriftDiagram } from './DriftDiagram'

const meta = { title: 'Weather/DriftDiagram', component: DriftDiagram, args: { drift: sampleForecast('good-day').hours[0]!.drift!, locale: 'en' } } satisfies Meta<typeof DriftDiagram>
export default meta
type Story = StoryObj<typeof meta>

export const WesterlyWinds: Story = { play: async ({ canvas }) => expect(canvas.getByRole('img', { name: /^Exit point about \d(\.\d)? km west of the landing area$/ })).toBeVisible() }
export const Dutch: Story = { args: { locale: 'nl' }, parameters: { locale: 'nl' }, play: async ({ canvas }) => expect(canvas.getByRole('img', { name: /ten westen van het landingsterrein$/ })).toBeVisible() }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
