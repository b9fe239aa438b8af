import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { services } from '~/content/services'
import { EventTypeCards } from './EventTypeCards'

const media = services.media

const meta = {
  title: 'Service pages/EventTypeCards',
  component: EventTypeCards,
  args: { id: 'event-types', title: media.eventTypesTitle!, eventTypes: media.eventTypes! },
} satisfies Meta<typeof EventTypeCards>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/services/media-production' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Photo',
      'Video',
      'Aerial photography',
      'Live streaming',
    ])
    await expect(canvas.getAllByRole('listitem')).toHaveLength(16)
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/services/media-production' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Luchtfotografie' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { path: '/services/media-production', colorScheme: 'dark' } }
