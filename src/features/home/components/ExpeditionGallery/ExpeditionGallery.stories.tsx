import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ExpeditionCarousel } from './ExpeditionGallery'

const meta = { title: 'Home/ExpeditionGallery', component: ExpeditionCarousel, args: { photos: [] } } satisfies Meta<
  typeof ExpeditionCarousel
>
export default meta
type Story = StoryObj<typeof meta>

/** No photos in the backend (or the list failed): the static illustration. */
export const Fallback: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Greenland ice sheet/ })).toHaveAttribute(
      'src',
      '/images/greenland-expedition.svg',
    )
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
      { id: 'a', url: '/images/greenland-expedition.svg' },
      { id: 'b', url: '/images/greenland-expedition.svg' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /Photo from the Greenland expedition/ })).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: 'Next photo' })).toBeEnabled()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
