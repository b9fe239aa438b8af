import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { stats } from '~/content/home/stats'
import { StatGrid } from './StatGrid'

const meta = {
  title: 'Shared/StatGrid',
  component: StatGrid,
  args: { stats: [stats.jumps, stats.repacks, stats.shows, stats.safety], label: 'Figures' },
} satisfies Meta<typeof StatGrid>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20,000+')).toBeVisible()
    await expect(canvas.getByText('1,700+')).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
  },
}
export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20.000+')).toBeVisible()
    await expect(canvas.getByText('veiligheidsrecord')).toBeVisible()
  },
}
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
