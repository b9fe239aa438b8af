import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { sampleStories } from '../../blog/blog-samples'
import { draftOf, emptyDraft, type StoryDraft } from '../../blog/story-draft'
import { StoryEditor, type StoryEditorProps } from './StoryEditor'

/** The editor with its draft held, as the stories screen holds it. */
function Held(props: StoryEditorProps) {
  const [draft, setDraft] = useState<StoryDraft>(props.draft)
  const [imageError, setImageError] = useState(props.imageError)
  return <StoryEditor {...props} draft={draft} onChange={setDraft} imageError={imageError} onImageError={setImageError} />
}

const meta = {
  title: 'Staff/StoryEditor',
  component: StoryEditor,
  render: (args) => <Held {...args} />,
  parameters: { layout: 'padded', path: '/admin/blog' },
  args: { draft: draftOf(sampleStories[0]!), errors: {}, onChange: fn(), onImageError: fn() },
} satisfies Meta<typeof StoryEditor>
export default meta
type Story = StoryObj<typeof meta>

export const Complete: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Complete')).toHaveLength(2)
    await expect(canvas.getByRole('textbox', { name: 'Web address' })).toHaveValue('first-tandem-jump')
  },
}

/** A new story: the reading time follows the text until it is set by hand. */
export const NewStory: Story = {
  args: { draft: emptyDraft() },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Incomplete')).toHaveLength(2)
    const [englishText] = canvas.getAllByRole('textbox', { name: /^Text/ })
    await userEvent.click(englishText!)
    await userEvent.paste('word '.repeat(450))
    await expect(canvas.getByRole('textbox', { name: 'Reading time (minutes)' })).toHaveValue('3')
    await expect(canvas.getByText('Follows the text')).toBeVisible()
  },
}

/** A file of the wrong type is refused before it is uploaded, with the types that are taken. */
export const WrongImageType: Story = {
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' }), { applyAccept: false })
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file type cannot be used here. Choose a JPEG, PNG, WebP, AVIF or GIF file.')
  },
}

export const WithErrors: Story = {
  args: { errors: { slug: 'slug.taken', image_alt_nl: 'imageAlt.missing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Another story already uses this web address.')).toBeVisible()
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Compleet')).toHaveLength(2)
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
