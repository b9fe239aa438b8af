import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import photoUrl from '../../../../../tests/fixtures/sample-poster.jpg?url'
import { ExpeditionCarousel, expeditionFallbackImage } from './ExpeditionGallery'

const meta = {
  title: 'Services overview/ExpeditionGallery',
  component: ExpeditionCarousel,
  args: { photos: [], autoplay: false },
  decorators: [(Story) => <div style={{ maxWidth: 680, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ExpeditionCarousel>
export default meta
type Story = StoryObj<typeof meta>

const statuses = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-status]')].map((element) => element.getAttribute('data-status'))

/** No photos in the backend (or the list failed): the static illustration. */
export const Fallback: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: /Greenland ice sheet/ })
    await expect(image).toHaveAttribute('src', expeditionFallbackImage)
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('height', '675')
    await expect(image).toHaveAttribute('loading', 'lazy')
  },
}

export const DutchFallback: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Groenland/ })).toBeVisible()
  },
}

export const WithPhotos: Story = {
  args: {
    photos: [
      { id: 'a', url: photoUrl, srcSet: `${photoUrl} 640w`, alt: 'Tents of the base camp on the ice' },
      { id: 'b', url: photoUrl, alt: 'The aircraft on the glacier' },
      { id: 'c', url: photoUrl },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Tents of the base camp on the ice (1/3)' })).toHaveAttribute(
      'sizes',
      expect.stringContaining('100vw'),
    )
    await expect(canvas.getByRole('img', { name: 'The aircraft on the glacier (2/3)' })).toBeInTheDocument()
    await expect(canvas.getByRole('img', { name: 'Photo from the Greenland expedition (3/3)' })).toBeInTheDocument()
    await waitFor(() => expect(statuses(canvasElement)[0]).toBe('loaded'))
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }))
    await expect(canvas.getByRole('button', { name: 'Previous photo' })).toBeEnabled()
  },
}

/** A photo that fails shows the illustration in its place. */
export const PhotoError: Story = {
  args: {
    photos: [
      { id: 'a', url: '/missing-expedition-photo.jpg', alt: 'Tents of the base camp on the ice' },
      { id: 'b', url: photoUrl, alt: 'The aircraft on the glacier' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(statuses(canvasElement)[0]).toBe('loaded'))
    await expect(canvas.getByRole('img', { name: 'Tents of the base camp on the ice (1/2)' })).toHaveAttribute(
      'src',
      expeditionFallbackImage,
    )
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

export const DarkWithPhotos: Story = {
  args: { photos: [{ id: 'a', url: photoUrl }] },
  parameters: { colorScheme: 'dark' },
}
