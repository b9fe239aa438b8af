import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { WindArrow } from './WindArrow'

const meta = { title: 'Weather/WindArrow', component: WindArrow, args: { directionDeg: 225, size: 32, label: 'from the south-west' } } satisfies Meta<typeof WindArrow>
export default meta
type Story = StoryObj<typeof meta>

export const FromTheSouthWest: Story = { play: async ({ canvas }) => expect(canvas.getByRole('img', { name: 'from the south-west' })).toBeVisible() }
export const Decorative: Story = { args: { label: undefined } }
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
