import type { Meta, StoryObj } from '@storybook/react-vite'
import { Group } from '@mantine/core'
import { expect } from 'storybook/test'
import { VerdictBadge } from './VerdictBadge'

const meta = { title: 'Weather/VerdictBadge', component: VerdictBadge, args: { verdict: 'go' } } satisfies Meta<typeof VerdictBadge>
export default meta
type Story = StoryObj<typeof meta>

const all = () => (
  <Group>
    <VerdictBadge verdict="go" size="xl" />
    <VerdictBadge verdict="marginal" size="xl" />
    <VerdictBadge verdict="no-go" size="xl" />
  </Group>
)

export const AllThree: Story = {
  render: all,
  play: async ({ canvas }) => {
    for (const word of ['Go', 'Marginal', 'No-go']) await expect(canvas.getByText(word)).toBeVisible()
  },
}
export const Dutch: Story = { render: all, parameters: { locale: 'nl' }, play: async ({ canvas }) => expect(canvas.getByText('Marginaal')).toBeVisible() }
export const Dark: Story = { render: all, parameters: { colorScheme: 'dark' } }
