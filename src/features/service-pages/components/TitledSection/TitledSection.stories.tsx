import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TitledSection } from './TitledSection'

const meta = {
  title: 'Service pages/TitledSection',
  component: TitledSection,
  args: { title: 'How it works', id: 'how-it-works', children: <p>Four steps from briefing to landing.</p> },
} satisfies Meta<typeof TitledSection>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'How it works' })).toHaveTextContent('Four steps')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
