import { Paper, Text } from '@mantine/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TwoColumns } from './TwoColumns'

const column = (label: string, lines: number) => (
  <Paper withBorder p="md" data-testid={label}>
    {Array.from({ length: lines }, (_, index) => (
      <Text key={index}>{`${label}, line ${index + 1}`}</Text>
    ))}
  </Paper>
)

const meta = {
  title: 'Shared/TwoColumns',
  component: TwoColumns,
  parameters: { layout: 'padded' },
  args: { split: [7, 5], children: [column('Story', 4), column('Facts', 2)] },
} satisfies Meta<typeof TwoColumns>
export default meta
type Story = StoryObj<typeof meta>

/** Side by side on a wide screen, the first column wider (7 of 12). */
export const SevenFive: Story = {
  play: async ({ canvas }) => {
    const story = canvas.getByTestId('Story').getBoundingClientRect()
    const facts = canvas.getByTestId('Facts').getBoundingClientRect()
    if (window.innerWidth >= 62 * 16) {
      await expect(facts.left).toBeGreaterThan(story.right)
      await expect(story.width / facts.width).toBeCloseTo(7 / 5, 0)
    } else {
      await expect(facts.top).toBeGreaterThan(story.bottom)
    }
  },
}

export const EqualCentred: Story = { args: { split: [6, 6], align: 'center', gap: 'lg' } }

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
