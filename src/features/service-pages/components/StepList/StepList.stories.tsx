import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { services } from '~/content/services'
import { StepList } from './StepList'

const meta = {
  title: 'Service pages/StepList',
  component: StepList,
  args: { id: 'steps', title: services.tandem.stepsTitle, steps: services.tandem.steps },
} satisfies Meta<typeof StepList>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/services/tandem-jumps' },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(items[0]).toHaveTextContent('Safety briefing')
    await expect(items[3]).toHaveTextContent('Safe landing')
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/services/tandem-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Controle van de uitrusting' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { path: '/services/tandem-jumps', colorScheme: 'dark' } }
