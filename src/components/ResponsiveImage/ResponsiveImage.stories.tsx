import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import photoUrl from '../../../tests/fixtures/sample-poster.jpg?url'
import { ResponsiveImage } from './ResponsiveImage'

const illustration = '/images/greenland-expedition.svg'
const root = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-status]')!

const meta = {
  title: 'Shared/ResponsiveImage',
  component: ResponsiveImage,
  args: { src: photoUrl, alt: 'Test card', width: 320, height: 180, loading: 'eager' },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ResponsiveImage>
export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-status', 'loaded'))
    const image = canvas.getByRole('img', { name: 'Test card' })
    await expect(image).toBeVisible()
    await expect(image).toHaveAttribute('width', '320')
    await expect(image).toHaveAttribute('height', '180')
  },
}

/** Responsive sources: the browser picks from the srcset by the shown width. */
export const WithSrcSet: Story = {
  args: { srcSet: `${photoUrl} 320w, ${illustration} 1280w`, sizes: '320px' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-status', 'loaded'))
    await expect(canvas.getByRole('img')).toHaveAttribute('sizes', '320px')
  },
}

/**
 * Below the fold a lazy image is not fetched: it waits with a spinner and the
 * image hidden, and loads once it is scrolled near.
 */
export const LazyBelowTheFold: Story = {
  args: { loading: 'lazy', src: `${illustration}?lazy` },
  decorators: [(Story) => <div style={{ paddingTop: '400vh' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const box = root(canvasElement)
    await waitFor(() => expect(box).toHaveAttribute('data-status', 'loading'))
    await expect(box.querySelector('img')).toHaveStyle({ opacity: '0' })
    await expect(box.querySelector('.mantine-Loader-root')).toBeInTheDocument()
    box.scrollIntoView()
    await waitFor(() => expect(box).toHaveAttribute('data-status', 'loaded'))
    await expect(box.querySelector('.mantine-Loader-root')).not.toBeInTheDocument()
  },
}

/** The source fails once: the fallback source is shown instead. */
export const ErrorWithFallback: Story = {
  args: { src: '/missing-photo.jpg', fallbackSrc: illustration },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-status', 'loaded'))
    await expect(canvas.getByRole('img', { name: 'Test card' })).toHaveAttribute('src', illustration)
  },
}

/** The source fails and there is no fallback (or the fallback fails too). */
export const Unavailable: Story = {
  args: { src: '/missing-photo.jpg', fallbackSrc: '/missing-fallback.jpg' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-status', 'error'))
    await expect(canvas.getByText('Image unavailable')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Test card: Image unavailable' })).toBeVisible()
  },
}

export const UnavailableInDutch: Story = {
  args: { src: '/missing-photo.jpg' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Afbeelding niet beschikbaar')).toBeVisible()
  },
}

export const UnavailableDark: Story = {
  args: { src: '/missing-photo.jpg' },
  parameters: { colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Image unavailable')).toBeVisible()
  },
}
