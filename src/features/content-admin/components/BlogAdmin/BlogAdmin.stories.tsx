import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { AdminStory, BlogApi } from '../../blog/blog-api'
import { sampleStories } from '../../blog/blog-samples'
import { BlogAdmin } from './BlogAdmin'

const create = fn(async (data: FormData): Promise<AdminStory> => ({ ...sampleStories[1]!, id: 'story00000000003', slug: 'new-story', title_en: String(data.get('title_en')), title_nl: String(data.get('title_nl')) }))
const update = fn(async (id: string, data: FormData): Promise<AdminStory> => ({ ...sampleStories.find((story) => story.id === id)!, title_en: String(data.get('title_en')) }))
const remove = fn(async () => {})
const api: BlogApi = { list: async () => sampleStories, create, update, remove }

const meta = {
  title: 'Staff/BlogAdmin',
  component: BlogAdmin,
  parameters: { layout: 'padded', path: '/admin/blog' },
  args: { api },
  beforeEach: () => {
    create.mockClear()
    update.mockClear()
    remove.mockClear()
  },
} satisfies Meta<typeof BlogAdmin>
export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Preparing for your first tandem jump' })).toBeVisible()
    await expect(canvas.getByText('Draft')).toBeVisible()
    await expect(canvas.getByText('NL incomplete')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search stories' }), 'stadium')
    await expect(canvas.queryByRole('button', { name: 'Preparing for your first tandem jump' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'The stadium season ahead' })).toBeVisible()
  },
}

/** Publishing a story with an empty language is refused before anything is sent. */
export const PublishNeedsBothLanguages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'The stadium season ahead' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Published' }))
    await expect(canvas.getByText('Unsaved changes')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText('The Dutch version is not complete: fill in the title, excerpt, category and text before publishing.')).toBeVisible()
    await expect(update).not.toHaveBeenCalled()
  },
}

export const CreateInBothLanguages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New story' }))
    const [english, dutch] = canvas.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET')
    await userEvent.type(within(english!).getByRole('textbox', { name: 'Title' }), 'Jumping over Texel')
    await userEvent.type(within(dutch!).getByRole('textbox', { name: 'Title' }), 'Springen boven Texel')
    await userEvent.click(canvas.getByRole('button', { name: 'Create story' }))
    await waitFor(() => expect(create).toHaveBeenCalledOnce())
    const sent = create.mock.calls[0]![0]
    await expect(sent.get('published')).toBe('false')
    await expect(sent.get('tags_en')).toBe('[]')
    await expect(await canvas.findByRole('button', { name: 'Save changes' })).toBeVisible()
  },
}

export const DeleteAfterConfirming: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'The stadium season ahead' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await expect(remove).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(remove).toHaveBeenCalledWith('story00000000002'))
  },
}

export const Dutch: Story = {
  parameters: { path: '/admin/blog', locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Nieuw verhaal' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { api: { ...api, list: async () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No stories yet.')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  args: { api: { ...api, list: async () => Promise.reject(new Error('offline')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Loading: Story = { args: { api: { ...api, list: () => new Promise<AdminStory[]>(() => {}) } } }

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
