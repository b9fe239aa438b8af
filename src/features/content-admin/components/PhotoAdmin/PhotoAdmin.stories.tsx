import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import type { ExpeditionPhoto, PhotoApi } from '../../photos/photo-api'
import { PhotoAdmin } from './PhotoAdmin'

const photo = (n: number): ExpeditionPhoto => ({ id: `photo00000000${String(n).padStart(3, '0')}`, collectionId: 'expedition_photos', image: '', alt_en: `Camp ${n} on the ice`, alt_nl: `Kamp ${n} op het ijs`, sort_order: n })
const photos = [photo(1), photo(2), photo(3)]

const create = fn(async (): Promise<ExpeditionPhoto> => photo(4))
const update = fn(async (id: string, change: Partial<ExpeditionPhoto>): Promise<ExpeditionPhoto> => ({ ...photos.find((p) => p.id === id)!, ...change }))
const remove = fn(async () => {})
const api: PhotoApi = { list: async () => photos, create, update, remove }

const meta = {
  title: 'Staff/PhotoAdmin',
  component: PhotoAdmin,
  parameters: { layout: 'padded', path: '/admin/media' },
  args: { api },
  beforeEach: () => {
    create.mockClear()
    update.mockClear()
    remove.mockClear()
  },
} satisfies Meta<typeof PhotoAdmin>
export default meta
type Story = StoryObj<typeof meta>

export const InOrder: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The services section\'s carousel shows these photos in this order: 3 of 10.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Move photo 2 up' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2))
    await expect(update.mock.calls.map(([id, change]) => [id, change.sort_order])).toEqual([
      ['photo00000000002', 1],
      ['photo00000000001', 2],
    ])
  },
}

/** A photo needs its descriptions in both languages before it is sent. */
export const AddNeedsBothDescriptions: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File(['jpeg'], 'camp.jpg', { type: 'image/jpeg' }))
    const [english] = canvas.getAllByRole('textbox', { name: /Description in English/ })
    await userEvent.type(english!, 'Tents on the ice cap')
    await userEvent.click(canvas.getByRole('button', { name: 'Add photo' }))
    await expect((await canvas.findAllByText('Describe the image in English and in Dutch, for visitors who cannot see it.'))[0]).toBeVisible()
    await expect(create).not.toHaveBeenCalled()
  },
}

export const WrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File(['gif'], 'camp.gif', { type: 'image/gif' }), { applyAccept: false })
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This file type cannot be used here. Choose a JPEG, PNG, WebP or AVIF file.')
  },
}

/** Removing warns that the photo is in use. */
export const RemoveWithWarning: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove photo 3' }))
    await expect(canvas.getByText('This photo is shown in the services carousel. Remove it?')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, remove' }))
    await waitFor(() => expect(remove).toHaveBeenCalledWith('photo00000000003'))
  },
}

export const Full: Story = {
  args: { api: { ...api, list: async () => Array.from({ length: 10 }, (_, index) => photo(index + 1)) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The carousel holds at most 10 photos. Remove one before adding another.')).toBeVisible()
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Foto 2 omhoog' })).toBeVisible()
  },
}

export const Empty: Story = { args: { api: { ...api, list: async () => [] } } }

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
