import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AboutSection } from './AboutSection'

const meta = { title: 'About/AboutSection', component: AboutSection } satisfies Meta<typeof AboutSection>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('About ParaPro Skydiving')
    const figures = within(canvas.getByRole('list', { name: 'ParaPro Skydiving in figures' })).getAllByRole('listitem')
    await expect(figures.map((item) => item.firstChild?.textContent)).toEqual(['40+', '48', '900+', '20,000+', '1,700+', '100%'])
    // One block of figures on the page (issue 21): each figure once.
    await expect(canvas.getByRole('heading', { name: 'Why choose us', level: 3 })).toBeVisible()
    await expect(canvas.getAllByText('20,000+')).toHaveLength(1)
    await expect(canvas.getByRole('link', { name: 'Our safety record' })).toHaveAttribute('href', '/about#safety-record')
    await expect(canvas.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/#contact')
    await expect(canvas.getByRole('heading', { name: 'Safety first' }).closest('#safety-record')).not.toBeNull()
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('20.000+').length).toBeGreaterThan(0)
    await expect(canvas.getByRole('link', { name: 'Ons veiligheidsrecord' })).toHaveAttribute(
      'href',
      '/nl/about#safety-record',
    )
  },
}

export const OnAboutPage: Story = {
  args: { contactOnPage: false },
  parameters: { path: '/nl/about' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute('href', '/nl/contact')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

/** As home shows it (decision 030): the story, expertise and location, the links; no figures. */
export const Summary: Story = {
  args: { summary: true },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Our safety record' })).toHaveAttribute('href', '/about#safety-record')
    await expect(canvas.queryByRole('list', { name: 'ParaPro Skydiving in figures' })).toBeNull()
    await expect(canvas.queryByText('20,000+')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/#contact')
  },
}

export const SummaryDutch: Story = {
  args: { summary: true },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ons veiligheidsrecord' })).toHaveAttribute('href', '/nl/about#safety-record')
    await expect(canvas.queryByText('20.000+')).toBeNull()
  },
}
