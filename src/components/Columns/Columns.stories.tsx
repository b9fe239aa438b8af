import { Paper, Text } from '@mantine/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Columns } from './Columns'

const cells = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <Paper key={index} withBorder p="md" data-testid={`cell-${index + 1}`}>
      <Text>{`Card ${index + 1}`}</Text>
    </Paper>
  ))

const meta = {
  title: 'Shared/Columns',
  component: Columns,
  parameters: { layout: 'padded' },
  args: { cols: { base: 1, sm: 2, lg: 4 }, spacing: 'lg', children: cells(4) },
} satisfies Meta<typeof Columns>
export default meta
type Story = StoryObj<typeof meta>

const columnsAt = (width: number) => (width >= 75 * 16 ? 4 : width >= 48 * 16 ? 2 : 1)

/** One column on a phone, two from the sm breakpoint, four from lg. */
export const Responsive: Story = {
  play: async ({ canvas }) => {
    const tops = new Set(canvas.getAllByTestId(/^cell-/).map((cell) => Math.round(cell.getBoundingClientRect().top)))
    await expect(tops.size).toBe(4 / columnsAt(window.innerWidth))
  },
}

/** A fixed count on every screen, as a description list. */
export const FixedThree: Story = {
  args: {
    cols: 3,
    spacing: 'xs',
    component: 'dl',
    children: ['Availability', 'Duration', 'Price'].map((term, index) => (
      <div key={term} data-testid={`cell-${index + 1}`}>
        <dt>{term}</dt>
        <dd>{['All year', '45 minutes', 'On request'][index]}</dd>
      </div>
    )),
  },
  play: async ({ canvas }) => {
    const tops = new Set(canvas.getAllByTestId(/^cell-/).map((cell) => Math.round(cell.getBoundingClientRect().top)))
    await expect(tops.size).toBe(1)
  },
}

/** A list of figures: no bullets, no indent. */
export const AsList: Story = {
  args: {
    cols: { base: 2, md: 4 },
    component: 'ul',
    'aria-label': 'Figures',
    children: ['20,000+', '900+', '48', '100%'].map((figure) => (
      <Paper key={figure} component="li" withBorder p="md">
        <Text fw={700}>{figure}</Text>
      </Paper>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Figures' })
    await expect(getComputedStyle(list).listStyleType).toBe('none')
    await expect(getComputedStyle(list).paddingLeft).toBe('0px')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
