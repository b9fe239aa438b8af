import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StoryArticle } from './StoryArticle'
import { sampleStory } from './story-samples'

const meta = {
  title: 'Stories/StoryArticle',
  component: StoryArticle,
  parameters: { layout: 'padded' },
  args: { record: sampleStory, locale: 'en' },
} satisfies Meta<typeof StoryArticle>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'On the day' })).toBeVisible()
    await expect(canvas.getByText('4 min read', { exact: false })).toBeVisible()
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#tandem', '#first jump'])
    await expect(canvas.getByRole('link', { name: 'All stories' })).toHaveAttribute('href', '/stories')
  },
}

export const Dutch: Story = {
  args: { locale: 'nl' },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Op de dag' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Alle verhalen' })).toHaveAttribute('href', '/nl/stories')
  },
}

/** Without tags or a reading time: only what the story has is shown. */
export const Sparse: Story = {
  args: { record: { ...sampleStory, tags_en: [], read_time_minutes: 0, category_en: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull()
    await expect(canvas.queryByText('min read', { exact: false })).toBeNull()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
