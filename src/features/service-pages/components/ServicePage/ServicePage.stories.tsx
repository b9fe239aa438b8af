import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { balloon } from '~/content/service-content/balloon'
import { helicopter } from '~/content/service-content/helicopter'
import { media } from '~/content/service-content/media'
import { stadium } from '~/content/service-content/stadium'
import { tandem } from '~/content/service-content/tandem'
import { ServiceSections } from '../../deferred-sections'
import { ServicePage } from './ServicePage'

const meta = {
  title: 'Service pages/ServicePage',
  component: ServicePage,
  args: { service: tandem },
  // Like the route's loader: the sections below the hero render with the page, not after it.
  loaders: [() => ServiceSections.preload()],
} satisfies Meta<typeof ServicePage>
export default meta
type Story = StoryObj<typeof meta>

export const Tandem: Story = {
  parameters: { path: '/services/tandem-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    const steps = within(canvas.getByRole('region', { name: 'How your tandem jump works' }))
    await expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Safety briefing',
      'Equipment check',
      'The jump',
      'Safe landing',
    ])
    await expect(canvas.getByText('100 kg body weight')).toBeVisible()
    await expect(canvas.getByText('1 to 2 weeks')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Book a tandem jump' })).toHaveAttribute('href', '/contact')
    await expect(canvas.getByRole('link', { name: 'Request your tandem jump' })).toHaveAttribute('href', '/contact')
  },
}

export const TandemDutch: Story = {
  parameters: { path: '/nl/services/tandem-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Veiligheidsbriefing' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Veilige landing' })).toBeVisible()
    await expect(canvas.getByText('100 kg lichaamsgewicht')).toBeVisible()
    for (const link of canvas.getAllByRole('link')) await expect(link.getAttribute('href')).toMatch(/^\/nl\//)
  },
}

export const TandemDark: Story = { parameters: { path: '/services/tandem-jumps', colorScheme: 'dark' } }

export const Helicopter: Story = {
  args: { service: helicopter },
  parameters: { path: '/services/helicopter-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('About 45 minutes')).toBeVisible()
    await expect(canvas.getByText('All year round', { selector: 'dd' })).toBeVisible()
    await expect(canvas.getByText('3 to 4 weeks')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'How your helicopter jump works' })).toBeVisible()
  },
}

export const Balloon: Story = {
  args: { service: balloon },
  parameters: { path: '/nl/services/hot-air-balloon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ongeveer 2 uur')).toBeVisible()
    await expect(canvas.getByText('April tot en met oktober')).toBeVisible()
  },
}

export const StadiumShows: Story = {
  args: { service: stadium },
  parameters: { path: '/services/stadium-shows' },
  play: async ({ canvas }) => {
    const types = within(canvas.getByRole('region', { name: 'Types of demonstrations' }))
    await expect(types.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Half-time show',
      'Opening ceremony',
      'Stadium display',
      'Festival performance',
    ])
    for (const list of types.getAllByRole('list')) await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getByText('6 to 8 weeks')).toBeVisible()
  },
}

export const MediaProductionDark: Story = {
  args: { service: media },
  parameters: { path: '/nl/services/media-production', colorScheme: 'dark' },
  play: async ({ canvas }) => {
    const types = within(canvas.getByRole('region', { name: 'Wat wij produceren' }))
    await expect(types.getAllByRole('heading', { level: 3 })).toHaveLength(4)
    await expect(types.getByRole('heading', { name: 'Livestreaming' })).toBeVisible()
    await expect(canvas.getByText('Binnen 48 uur')).toBeVisible()
  },
}
