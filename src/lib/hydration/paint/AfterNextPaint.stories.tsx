import type { Meta, StoryObj } from '@storybook/react-vite'
import { Stack, Text } from '@mantine/core'
import { expect } from 'storybook/test'
import { AfterNextPaint } from './AfterNextPaint'

const meta = {
  title: 'Hydration/AfterNextPaint',
  component: AfterNextPaint,
  args: { children: <Text>Shown one frame later</Text> },
  render: (args) => (
    <Stack>
      <Text>Shown at once</Text>
      <AfterNextPaint {...args} />
    </Stack>
  ),
} satisfies Meta<typeof AfterNextPaint>
export default meta
type Story = StoryObj<typeof meta>

/** The first part is there at the first render; the children follow after the next paint. */
export const FollowsTheFirstPart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shown at once')).toBeVisible()
    await expect(await canvas.findByText('Shown one frame later')).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
