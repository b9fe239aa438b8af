import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { serviceCards } from '~/content/home/services'
import { ServiceCardView } from './ServiceCardView'

const meta = {
  title: 'Services overview/ServiceCardView',
  component: ServiceCardView,
  parameters: { layout: 'padded' },
  args: { service: serviceCards[0]! },
} satisfies Meta<typeof ServiceCardView>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) await expect(link.getAttribute('href')).toMatch(/^\/nl/)
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
