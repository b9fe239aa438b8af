import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, Stack, Text } from '@mantine/core'
import { expect, fn, userEvent } from 'storybook/test'
import { HydrateAfterPaint } from './HydrateAfterPaint'

function PageWithLateControl({ onPress }: { onPress: () => void }) {
  return (
    <Stack align="flex-start">
      <Text>The page around it</Text>
      <HydrateAfterPaint>
        <Button onClick={onPress}>A control hydrated on its own</Button>
      </HydrateAfterPaint>
    </Stack>
  )
}

const meta = {
  title: 'Hydration/HydrateAfterPaint',
  component: PageWithLateControl,
  args: { onPress: fn() },
} satisfies Meta<typeof PageWithLateControl>
export default meta
type Story = StoryObj<typeof meta>

/** The control is there after the first paint and works like any other. */
export const Interactive: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'A control hydrated on its own' }))
    await expect(args.onPress).toHaveBeenCalledOnce()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
