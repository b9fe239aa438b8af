import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import type { SitePhotoApi, StoredSitePhoto } from '../../site-photos/site-photo-api'
import { SitePhotoSlotCard } from './SitePhotoSlotCard'

const founder: StoredSitePhoto = {
  id: 'sitephoto000003',
  collectionId: 'site_photos',
  slot: 'about-founder',
  image: 'founder_x7y8z9.jpg',
  alt_en: 'The founder packing a canopy in the hangar',
  alt_nl: 'De oprichter vouwt een parachute in de hangar',
  video: '',
}
const hero: StoredSitePhoto = { ...founder, id: 'sitephoto000001', slot: 'home-hero', image: 'canopies_k2j3h4.jpg', video: 'loop_a1b2c3.mp4' }

const update = fn(async (id: string, _data: FormData): Promise<StoredSitePhoto> => ({ ...founder, id }))
const api: SitePhotoApi = { list: async () => [], create: fn(async () => founder), update, remove: fn(async () => {}) }

const meta = {
  title: 'Staff/SitePhotoAdmin/SitePhotoSlotCard',
  component: SitePhotoSlotCard,
  parameters: { layout: 'padded', path: '/admin/media' },
  args: { slot: 'service-tandem', api, onChanged: fn() },
  beforeEach: () => {
    update.mockClear()
  },
} satisfies Meta<typeof SitePhotoSlotCard>
export default meta
type Story = StoryObj<typeof meta>

/** No photo yet: the slot says visitors see the site's artwork. */
export const Artwork: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Service card: tandem jumps' })).toBeVisible()
    await expect(canvas.getByText('Artwork: no photo yet')).toBeVisible()
  },
}

/** A stored photo with its two descriptions; saving a changed description updates that record. */
export const WithPhoto: Story = {
  args: { slot: 'about-founder', photo: founder },
  play: async ({ canvas, args }) => {
    const english = canvas.getByRole('textbox', { name: /Description in English/ })
    await expect(english).toHaveValue(founder.alt_en)
    await userEvent.type(english, ' at Teuge')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    await expect(update.mock.calls[0]![1].get('alt_en')).toBe(`${founder.alt_en} at Teuge`)
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled())
  },
}

/** The hero also takes a short looping video. */
export const HeroWithVideo: Story = {
  args: { slot: 'home-hero', photo: hero },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Video: loop_a1b2c3.mp4')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Take the video away' })).toBeVisible()
  },
}

export const Dutch: Story = {
  parameters: { path: '/admin/media', locale: 'nl' },
  args: { slot: 'home-hero', photo: hero },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Startpagina: de grote foto bovenaan' })).toBeVisible()
  },
}

export const Dark: Story = {
  parameters: { path: '/admin/media', colorScheme: 'dark' },
  args: { slot: 'about-founder', photo: founder },
}
