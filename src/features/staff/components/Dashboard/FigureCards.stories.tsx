import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { exampleFigures } from '../../inbox/inbox-fixtures'
import { FigureCards } from './FigureCards'

const meta = { title: 'Staff/FigureCards', component: FigureCards, args: { figures: exampleFigures } } satisfies Meta<typeof FigureCards>
export default meta
type Story = StoryObj<typeof meta>

export const Figures: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Newsletter: waiting for confirmation')).toBeVisible()
    await expect(canvas.getByText('9')).toBeVisible()
  },
}
export const Loading: Story = { args: { figures: undefined } }
export const Dutch: Story = { parameters: { locale: 'nl' } }
