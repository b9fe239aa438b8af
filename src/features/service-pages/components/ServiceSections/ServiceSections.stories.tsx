import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { stadium } from '~/content/service-content/stadium'
import { tandem } from '~/content/service-content/tandem'
import { ServiceSections } from './ServiceSections'

/** What a service page shows below its hero; its code loads after the page's start-up (decision 033). */
const meta = {
  title: 'Service pages/ServiceSections',
  component: ServiceSections,
  args: { service: tandem },
} satisfies Meta<typeof ServiceSections>
export default meta
type Story = StoryObj<typeof meta>

export const WithoutEventTypes: Story = {
  parameters: { path: '/services/tandem-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull()
    await expect(canvas.getByRole('region', { name: 'How your tandem jump works' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: /Types of/ })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Request your tandem jump' })).toHaveAttribute('href', '/contact')
  },
}

export const WithEventTypesDutch: Story = {
  args: { service: stadium },
  parameters: { path: '/nl/services/stadium-shows' },
  play: async ({ canvas }) => {
    const types = within(canvas.getByRole('region', { name: 'Soorten demonstraties' }))
    await expect(types.getAllByRole('heading', { level: 3 })).toHaveLength(4)
    for (const link of canvas.getAllByRole('link')) await expect(link.getAttribute('href')).toMatch(/^\/nl\//)
  },
}

export const Dark: Story = { parameters: { path: '/services/tandem-jumps', colorScheme: 'dark' } }
