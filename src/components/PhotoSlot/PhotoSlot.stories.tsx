import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import photoUrl from '../../../tests/fixtures/sample-poster.jpg?url'
import { photoSlots, type PhotoSlotKey } from '~/lib/media/photo-slots'
import { setSitePhotosForTesting, type SitePhoto } from '~/lib/media/site-photos'
import { PhotoSlot } from './PhotoSlot'

// A 2 x 2 grey WebP: the blurred copy the server makes (server/image_variants.go).
const placeholder = 'data:image/webp;base64,UklGRjIAAABXRUJQVlA4ICYAAACyAgCdASoCAAIALmk0mk0iIiIiIgBoSygABc6zbAAA/v56QAAAAA=='
const photo: SitePhoto = {
  src: photoUrl,
  srcSet: `${photoUrl} 1280w`,
  width: 1280,
  height: 720,
  placeholder,
  alt: { en: 'A tandem pair under a white canopy over Teuge', nl: 'Een tandempaar onder een witte parachute boven Teuge' },
}

/** The slot in a box of its proportions, as the cards and sections give it. */
const inBox = (slot: PhotoSlotKey) => (
  <div style={{ width: 360, aspectRatio: `${photoSlots[slot].width} / ${photoSlots[slot].height}`, overflow: 'hidden', borderRadius: 8 }}>
    <PhotoSlot slot={slot} />
  </div>
)

const meta = {
  title: 'Shared/PhotoSlot',
  component: PhotoSlot,
  args: { slot: 'service-tandem' },
  render: (args) => inBox(args.slot),
  beforeEach: () => () => setSitePhotosForTesting(undefined),
} satisfies Meta<typeof PhotoSlot>
export default meta
type Story = StoryObj<typeof meta>

const image = (canvasElement: HTMLElement) => canvasElement.querySelector('img')!

/** Until staff upload a photo: the slot's artwork, as decoration. */
export const Artwork: Story = {
  play: async ({ canvasElement }) => {
    await expect(image(canvasElement)).toHaveAttribute('src', '/artwork/service-tandem.svg')
    await expect(image(canvasElement)).toHaveAttribute('alt', '')
    await waitFor(() => expect(image(canvasElement).naturalWidth).toBeGreaterThan(0))
  },
}

/** Every slot's artwork, for review side by side. */
export const EveryArtwork: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {(Object.keys(photoSlots) as PhotoSlotKey[]).map((slot) => (
        <figure key={slot} style={{ margin: 0 }}>
          {inBox(slot)}
          <figcaption style={{ fontSize: 12 }}>{slot}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect([...canvasElement.querySelectorAll('img')].every((img) => img.naturalWidth > 0)).toBe(true))
  },
}

/** A photo staff put there: its variants, over the blurred placeholder, described in the page's language. */
export const Photo: Story = {
  beforeEach: () => setSitePhotosForTesting({ 'service-tandem': photo }),
  play: async ({ canvas }) => {
    const shown = canvas.getByRole('img', { name: photo.alt.en })
    await expect(shown).toHaveAttribute('srcset', photo.srcSet)
    await expect(shown.style.backgroundImage).toContain('data:image/webp')
  },
}

export const PhotoInDutch: Story = {
  ...Photo,
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: photo.alt.nl })).toBeVisible()
  },
}

/** A photo that cannot be loaded (offline and not kept, or removed since) gives way to the artwork. */
export const PhotoThatFails: Story = {
  beforeEach: () => setSitePhotosForTesting({ 'service-tandem': { ...photo, src: '/missing.jpg', srcSet: '/missing.jpg 1280w' } }),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(image(canvasElement)).toHaveAttribute('src', '/artwork/service-tandem.svg'))
    await expect(image(canvasElement)).not.toHaveAttribute('srcset')
  },
}
