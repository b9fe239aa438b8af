import type { Meta, StoryObj } from '@storybook/react-vite'
import { Table } from '@mantine/core'
import { expect } from 'storybook/test'
import { WeatherStyles } from './WeatherStyles'

/** The Mantine styles only the weather page loads: with them, a Mantine table has its borders. */
const meta = {
  title: 'Weather/WeatherStyles',
  component: WeatherStyles,
  render: () => (
    <>
      <WeatherStyles />
      <Table withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Wind</Table.Td>
            <Table.Td>4 m/s</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </>
  ),
} satisfies Meta<typeof WeatherStyles>
export default meta
type Story = StoryObj<typeof meta>

export const TableWithItsStyles: Story = {
  play: async ({ canvas }) => {
    // React hoists the style element into the head, once
    await expect(document.head.querySelectorAll('style[data-href="pp-weather-mantine"]')).toHaveLength(1)
    await expect(getComputedStyle(canvas.getByRole('table')).borderTopStyle).toBe('solid')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
