import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ExperiencesSection } from './ExperiencesSection'

const meta = { title: 'Experiences/ExperiencesSection', component: ExperiencesSection } satisfies Meta<typeof ExperiencesSection>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    const [helicopter, balloon] = canvas.getAllByRole('article') as [HTMLElement, HTMLElement]
    await expect(within(helicopter).getByText('Year-round')).toBeVisible()
    await expect(within(helicopter).getByText('About 45 minutes')).toBeVisible()
    await expect(within(balloon).getByText('April to October')).toBeVisible()
    await expect(within(balloon).getByText('On request')).toBeVisible()
    await expect(within(balloon).getByRole('link', { name: /^Book this experience/ })).toHaveAttribute('href', '/contact')
    await expect(within(canvas.getByRole('list', { name: 'Our experience in figures' })).getAllByRole('listitem')).toHaveLength(4)
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Het hele jaar')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: /^Boek deze belevenis/ })[0]).toHaveAttribute('href', '/nl/contact')
    await expect(canvas.getByText('20.000+')).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

/** As home shows it (decision 030): the cards with their facts and links, no feature lists, no figures. */
export const Summary: Story = {
  args: { summary: true },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    const [helicopter] = canvas.getAllByRole('article') as [HTMLElement]
    await expect(within(helicopter).getByText('Year-round')).toBeVisible()
    await expect(within(helicopter).getByRole('link', { name: /^Book this experience/ })).toHaveAttribute('href', '/contact')
    await expect(canvas.queryByRole('list', { name: 'Our experience in figures' })).toBeNull()
    await expect(within(helicopter).queryByRole('heading', { level: 4 })).toBeNull()
  },
}

export const SummaryDutch: Story = {
  args: { summary: true },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Het hele jaar')).toBeVisible()
    await expect(canvas.queryByText('20.000+')).toBeNull()
  },
}
