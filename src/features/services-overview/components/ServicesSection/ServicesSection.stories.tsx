import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { preloadExpeditionGallery, ServicesSection } from './ServicesSection'

const meta = {
  title: 'Services overview/ServicesSection',
  component: ServicesSection,
  // Like the route's loader: the gallery renders with the section, not after it.
  loaders: [() => preloadExpeditionGallery()],
} satisfies Meta<typeof ServicesSection>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Our services' })
    await expect(within(section).getAllByRole('article')).toHaveLength(4)
    await expect(within(section).getAllByRole('link', { name: /^Ask for a quote/ })[0]).toHaveAttribute('href', '/contact')
    const cities = canvas.getByRole('list', { name: 'Skydiving near you' })
    await expect(within(cities).getAllByRole('link')).toHaveLength(11)
    await expect(canvas.getByRole('heading', { name: 'The Greenland expedition' })).toBeVisible()
    // The illustration is lazy: hidden behind a spinner until it is scrolled near and loaded.
    const illustration = canvas.getByRole('img', { name: /Greenland/ })
    illustration.scrollIntoView()
    await waitFor(() => expect(illustration).toBeVisible())
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^Vraag een offerte aan/ })[0]).toHaveAttribute('href', '/nl/contact')
    await expect(canvas.getByRole('link', { name: 'Den Haag' })).toHaveAttribute('href', '/nl/parachutespringen-den-haag')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

/** As home shows it (decision 030): the cards without features, no exclusive jumps or expedition. */
export const Summary: Story = {
  args: { summary: true },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Our services' })
    await expect(within(section).getAllByRole('article')).toHaveLength(4)
    await expect(within(section).queryAllByRole('listitem').filter((item) => item.closest('article'))).toHaveLength(0)
    await expect(within(section).getAllByRole('link', { name: /^Ask for a quote/ })[0]).toHaveAttribute('href', '/contact')
    await expect(within(canvas.getByRole('list', { name: 'Skydiving near you' })).getAllByRole('link')).toHaveLength(11)
    await expect(canvas.queryByRole('heading', { name: 'The Greenland expedition' })).toBeNull()
  },
}

export const SummaryDutch: Story = {
  args: { summary: true },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^Vraag een offerte aan/ })[0]).toHaveAttribute('href', '/nl/contact')
  },
}
