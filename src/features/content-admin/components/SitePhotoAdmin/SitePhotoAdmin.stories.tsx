import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { SitePhotoApi, StoredSitePhoto } from '../../site-photos/site-photo-api'
import { SitePhotoAdmin } from './SitePhotoAdmin'

const hero: StoredSitePhoto = {
  id: 'sitephoto000001',
  collectionId: 'site_photos',
  slot: 'home-hero',
  image: 'canopies_k2j3h4.jpg',
  alt_en: 'Three canopies over the polder at sunset',
  alt_nl: 'Drie parachutes boven de polder bij zonsondergang',
  video: 'loop_a1b2c3.mp4',
}

const create = fn(async (data: FormData): Promise<StoredSitePhoto> => ({ ...hero, id: 'sitephoto000002', slot: String(data.get('slot')), video: '' }))
const update = fn(async (id: string, _data: FormData): Promise<StoredSitePhoto> => ({ ...hero, id }))
const remove = fn(async () => {})
const apiWith = (photos: StoredSitePhoto[]): SitePhotoApi => ({ list: async () => photos, create, update, remove })

const meta = {
  title: 'Staff/SitePhotoAdmin',
  component: SitePhotoAdmin,
  parameters: { layout: 'padded', path: '/admin/media' },
  args: { api: apiWith([]) },
  beforeEach: () => {
    create.mockClear()
    update.mockClear()
    remove.mockClear()
  },
} satisfies Meta<typeof SitePhotoAdmin>
export default meta
type Story = StoryObj<typeof meta>

const card = async (canvas: ReturnType<typeof within>, name: string) => within(await canvas.findByRole('region', { name }))

/** No photos yet: every place shows its artwork, and saving asks for a photo first. */
export const AllArtwork: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText('Artwork: no photo yet')).toHaveLength(9)
    const tandem = await card(canvas, 'Service card: tandem jumps')
    await userEvent.click(tandem.getByRole('button', { name: 'Save' }))
    await expect(tandem.getByRole('alert')).toHaveTextContent('Choose a photo first.')
    await expect(create).not.toHaveBeenCalled()
  },
}

/** A photo goes up with the slot and both descriptions. */
export const AddAPhoto: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tandem = await card(canvas, 'Service card: tandem jumps')
    const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="service-tandem"] input[type="file"]')!
    await userEvent.upload(input, new File(['jpeg'], 'tandem.jpg', { type: 'image/jpeg' }))
    await expect(tandem.getByText('New photo, not saved yet')).toBeVisible()
    await userEvent.type(tandem.getByRole('textbox', { name: /Description in English/ }), 'A tandem pair over Teuge')
    await userEvent.type(tandem.getByRole('textbox', { name: /Description in Dutch/ }), 'Een tandempaar boven Teuge')
    await userEvent.click(tandem.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    const sent = create.mock.calls[0]![0]
    await expect([sent.get('slot'), sent.get('alt_en'), sent.get('alt_nl'), (sent.get('image') as File).name]).toEqual([
      'service-tandem',
      'A tandem pair over Teuge',
      'Een tandempaar boven Teuge',
      'tandem.jpg',
    ])
  },
}

export const WrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    const founder = await card(canvas, 'About: the founder')
    const input = canvasElement.querySelector<HTMLInputElement>('[data-slot="about-founder"] input[type="file"]')!
    await userEvent.upload(input, new File(['gif'], 'founder.gif', { type: 'image/gif' }), { applyAccept: false })
    await expect(founder.getByRole('alert')).toHaveTextContent('This file type cannot be used here. Choose a JPEG, PNG, WebP or AVIF file.')
  },
}

/** The hero with its photo and looping video: the video can be taken away, the photo removed after a warning. */
export const HeroWithVideo: Story = {
  args: { api: apiWith([hero]) },
  play: async ({ canvas }) => {
    const heroCard = await card(canvas, 'Home page: the large photo at the top')
    await expect(heroCard.getByText('Video: loop_a1b2c3.mp4')).toBeVisible()
    await userEvent.click(heroCard.getByRole('button', { name: 'Take the video away' }))
    await userEvent.click(heroCard.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    await expect(update.mock.calls[0]![1].get('video')).toBe('')
    await userEvent.click(heroCard.getByRole('button', { name: 'Remove the photo: Home page: the large photo at the top' }))
    await expect(heroCard.getByText("Visitors then see the site's artwork here again. Remove the photo?")).toBeVisible()
  },
}

export const LoadFailed: Story = {
  args: { api: { ...apiWith([]), list: async () => Promise.reject(new Error('offline')) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

export const Loading: Story = {
  args: { api: { ...apiWith([]), list: () => new Promise(() => {}) } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

export const Dutch: Story = {
  parameters: { path: '/admin/media', locale: 'nl' },
  args: { api: apiWith([hero]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: "Foto's op de website" })).toBeVisible()
    await expect(await canvas.findByRole('region', { name: 'Startpagina: de grote foto bovenaan' })).toBeVisible()
  },
}

export const Dark: Story = {
  parameters: { path: '/admin/media', colorScheme: 'dark' },
  args: { api: apiWith([hero]) },
}
