import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { StoriesView } from './StoriesView'

/** The data states of the stories list; the posts themselves are shown in Home/StoriesSection. */
const meta = {
  title: 'Stories/StoriesView',
  component: StoriesView,
  args: { status: 'error', posts: [], onRetry: fn() },
} satisfies Meta<typeof StoriesView>
export default meta
type Story = StoryObj<typeof meta>

export const ErrorWithRetry: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const EmptyShowsFallbackPostsInDutch: Story = {
  args: { status: 'success' },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4)
  },
}

export const Dark: Story = { args: { status: 'success' }, parameters: { colorScheme: 'dark' } }
