import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { services } from '~/content/services'
import { IconCardGrid } from './IconCardGrid'

const meta = {
  title: 'Service pages/IconCardGrid',
  component: IconCardGrid,
  args: { id: 'benefits', title: services.tandem.benefitsTitle, cards: services.tandem.benefits },
} satisfies Meta<typeof IconCardGrid>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/services/tandem-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Why make your tandem jump with us')
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    await expect(canvas.getByText(/100% safety record/)).toBeVisible()
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/services/tandem-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ervaren instructeurs' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { path: '/services/tandem-jumps', colorScheme: 'dark' } }
