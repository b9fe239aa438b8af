import type { Meta, StoryObj } from '@storybook/react-vite'
import { Text } from '@mantine/core'
import { expect } from 'storybook/test'
import { AfterIdle } from './AfterIdle'

const meta = {
  title: 'Hydration/AfterIdle',
  component: AfterIdle,
  args: { children: <Text>Mounted once the browser was idle</Text> },
} satisfies Meta<typeof AfterIdle>
export default meta
type Story = StoryObj<typeof meta>

/** Nothing at first render; the children appear at the first idle moment. */
export const MountsWhenIdle: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mounted once the browser was idle', {}, { timeout: 4000 })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
