import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MapLegend } from './MapLegend'

const meta = {
  title: 'Weather/MapLegend',
  component: MapLegend,
} satisfies Meta<typeof MapLegend>
export default meta
type Story = StoryObj<typeof meta>

export const ThreeVerdicts: Story = {
  play: async ({ canvas }) => {
    for (const verdict of ['Go', 'Marginal', 'No-go']) await expect(canvas.getByText(verdict, { exact: true })).toBeVisible()
    await expect(canvas.getByText(/^Arrows: the way the surface wind blows/)).toBeVisible()
  },
}
export const Dutch: Story = { parameters: { locale: 'nl' }, play: async ({ canvas }) => expect(canvas.getByText(/^Pijlen: de richting waarin de grondwind waait/)).toBeVisible() }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
