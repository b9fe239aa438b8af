import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ServiceColumn } from './ServiceColumn'

const meta = {
  title: 'City pages/ServiceColumn',
  component: ServiceColumn,
  parameters: { layout: 'padded' },
  args: {
    title: 'At your venue',
    text: 'Demonstrations and corporate events come to you; plan six to eight weeks ahead.',
    links: [
      { to: '/services/stadium-shows', label: 'Stadium shows' },
      { to: '/corporate-events', label: 'Corporate events' },
    ],
  },
} satisfies Meta<typeof ServiceColumn>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Stadium shows' })).toHaveAttribute('href', '/services/stadium-shows')
  },
}

export const LinksKeepDutch: Story = {
  parameters: { path: '/nl/parachutespringen-utrecht' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Corporate events' })).toHaveAttribute('href', '/nl/corporate-events')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
