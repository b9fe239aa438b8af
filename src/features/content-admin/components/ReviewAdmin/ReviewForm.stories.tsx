import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { ReviewForm } from './ReviewForm'

const onSave = fn(async () => {})

const meta = {
  title: 'Staff/ReviewForm',
  component: ReviewForm,
  parameters: { layout: 'padded', path: '/admin/partners' },
  args: {
    initial: { author: 'Sanne V.', rating: 5, body_en: ' An unforgettable first jump. ', body_nl: '', date_published: '2026-10-12', source: 'Google', published: true },
    onSave,
    onCancel: fn(),
  },
  beforeEach: () => {
    onSave.mockClear()
  },
} satisfies Meta<typeof ReviewForm>
export default meta
type Story = StoryObj<typeof meta>

/** A stored review: its values in the fields, saved trimmed. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('2026-10-12')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save review' }))
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ body_en: 'An unforgettable first jump.', rating: 5 })))
  },
}

export const Empty: Story = {
  args: { initial: { author: '', rating: 0, body_en: '', body_nl: '', date_published: '', source: '', published: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save review' }))
    await expect(canvas.getByText('Choose a rating from 1 to 5 stars')).toBeVisible()
    await expect(onSave).not.toHaveBeenCalled()
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Beoordeling opslaan' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
