import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PartnerCarousel } from './PartnerCarousel'

const partners = ['Football club', 'Radio station', 'TV network', 'Balloon team', 'Helicopter operator'].map((name, index) => ({
  id: String(index),
  name,
  industry: 'Partner',
  description: `${name} and us.`,
}))

const meta = {
  title: 'Partners/PartnerCarousel',
  component: PartnerCarousel,
  args: { partners, autoplay: false },
} satisfies Meta<typeof PartnerCarousel>
export default meta
type Story = StoryObj<typeof meta>

export const Manual: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5)
    await expect(canvas.getByRole('button', { name: 'Next partners' })).toBeVisible()
  },
}

export const Dutch: Story = { parameters: { path: '/nl' } }

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
