import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { sampleStory } from '../StoryArticle/story-samples'
import { StoryPage } from './StoryPage'

const meta = {
  title: 'Stories/StoryPage',
  component: StoryPage,
  parameters: { layout: 'fullscreen' },
  args: { record: sampleStory, locale: 'en' },
} satisfies Meta<typeof StoryPage>
export default meta
type Story = StoryObj<typeof meta>

// The story's text is a chunk of its own: on a busy test machine it can take seconds to arrive.
export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Preparing for your first tandem jump' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 2, name: 'On the day' }, { timeout: 10_000 })).toBeVisible()
  },
}

export const Dutch: Story = {
  args: { locale: 'nl' },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Voorbereiden op uw eerste tandemsprong' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Op de dag' }, { timeout: 10_000 })).toBeVisible()
  },
}

/** The built page before the server fills in a story: its stand-ins, and the text's outline. */
export const Template: Story = {
  args: { record: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '__STORY_TITLE__' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the story…')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
