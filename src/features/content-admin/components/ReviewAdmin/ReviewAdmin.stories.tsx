import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { ReviewApi, ReviewDraft, StoredReview } from '../../reviews/review-api'
import { ReviewAdmin } from './ReviewAdmin'

const reviews: StoredReview[] = [
  { id: 'review000000001', author: 'Sanne V.', rating: 5, body_en: 'An unforgettable first jump.', body_nl: 'Een onvergetelijke eerste sprong.', date_published: '2026-10-12 12:00:00.000Z', source: 'Google', published: true },
  { id: 'review000000002', author: 'Mark D.', rating: 4, body_en: 'Well organised.', body_nl: 'Goed georganiseerd.', date_published: '2026-09-03 12:00:00.000Z', source: '', published: true },
  { id: 'review000000003', author: 'Eva K.', rating: 2, body_en: '', body_nl: '', date_published: '', source: '', published: false },
]

const create = fn(async (review: ReviewDraft): Promise<StoredReview> => ({ id: 'review000000004', ...review }))
const update = fn(async (id: string, review: ReviewDraft): Promise<StoredReview> => ({ id, ...review }))
const remove = fn(async () => {})
const api: ReviewApi = { list: async () => reviews, create, update, remove }

const meta = {
  title: 'Staff/ReviewAdmin',
  component: ReviewAdmin,
  parameters: { layout: 'padded', path: '/admin/partners' },
  args: { api },
  beforeEach: () => {
    create.mockClear()
    update.mockClear()
    remove.mockClear()
  },
} satisfies Meta<typeof ReviewAdmin>
export default meta
type Story = StoryObj<typeof meta>

/** Published reviews and hidden ones; the average is of the published ones, as the site shows it. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The site shows an average of 4.5 out of 5 from 2 published reviews, and the newest three.')).toBeVisible()
    const hidden = canvas.getByRole('region', { name: 'Review by Eva K.' })
    await expect(within(hidden).getByText('Hidden')).toBeVisible()
    await expect(within(hidden).getByText('A rating without text')).toBeVisible()
  },
}

/** A new review needs a name and a rating before it is sent. */
export const NewNeedsNameAndRating: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New review' }))
    const form = canvas.getByRole('form', { name: 'Review' })
    await userEvent.click(within(form).getByRole('button', { name: 'Save review' }))
    await expect(within(form).getByText("Enter the reviewer's name")).toBeVisible()
    await expect(within(form).getByText('Choose a rating from 1 to 5 stars')).toBeVisible()
    await expect(create).not.toHaveBeenCalled()

    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Joost P.')
    // Mantine's rating takes a star on a press of its label, or Space on its radio.
    within(form).getByRole('radio', { name: '4 stars' }).focus()
    await userEvent.keyboard(' ')
    await userEvent.type(within(form).getByRole('textbox', { name: 'Text in English' }), 'Great day out.')
    await userEvent.click(within(form).getByRole('button', { name: 'Save review' }))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    await expect(create.mock.calls[0]![0]).toMatchObject({ author: 'Joost P.', rating: 4, body_en: 'Great day out.', published: true })
  },
}

export const Edit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit the review by Mark D.' }))
    const form = canvas.getByRole('form', { name: 'Review' })
    await expect(within(form).getByDisplayValue('2026-09-03')).toBeVisible()
    await userEvent.click(within(form).getByRole('checkbox', { name: /Published/ }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save review' }))
    await waitFor(() => expect(update).toHaveBeenCalledWith('review000000002', expect.objectContaining({ published: false, date_published: '2026-09-03' })))
  },
}

/** Removing a published review warns that the site shows it. */
export const RemoveWithWarning: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove the review by Sanne V.' }))
    await expect(canvas.getByText('This review is shown on the site and counts in the average. Remove it?')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, remove' }))
    await waitFor(() => expect(remove).toHaveBeenCalledWith('review000000001'))
  },
}

export const Empty: Story = {
  args: { api: { ...api, list: async () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reviews yet.')).toBeVisible()
    await expect(canvas.getByText('No review is published: the site shows what kinds of clients we work for instead.')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  args: { api: { ...api, list: async () => Promise.reject(new Error('offline')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Loading: Story = { args: { api: { ...api, list: () => new Promise<StoredReview[]>(() => {}) } } }

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('De website toont het gemiddelde (4,5 van 5) van 2 gepubliceerde beoordelingen, plus de drie nieuwste.')).toBeVisible()
    await expect(canvas.getByText('12 oktober 2026')).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
