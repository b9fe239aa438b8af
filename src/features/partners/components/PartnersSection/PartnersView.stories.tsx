import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PartnersView } from './PartnersView'

/** Partners from the backend; the fallbacks are shown in Home/PartnersSection. */
const meta = {
  title: 'Partners/PartnersView',
  component: PartnersView,
  args: {
    autoplay: false,
    partners: [{ id: 'a', name: 'A helicopter operator', industry: 'Aviation', description: 'Flies our helicopter jumps.' }],
  },
} satisfies Meta<typeof PartnersView>
export default meta
type Story = StoryObj<typeof meta>

export const FromServer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
    await expect(canvas.getByRole('heading', { name: 'A helicopter operator', level: 3 })).toBeInTheDocument()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Onze partners', level: 2 })).toBeVisible()
  },
}

/** As home shows it (decision 030): the carousel and a link to all partners instead of the reasons. */
export const Summary: Story = {
  args: { summary: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
    await expect(canvas.getByRole('link', { name: 'All partners and why they work with us' })).toHaveAttribute('href', '/partners')
    await expect(canvas.queryByRole('heading', { name: 'Why organisations work with us' })).toBeNull()
  },
}

export const SummaryDutch: Story = {
  args: { summary: true },
  parameters: { locale: 'nl', path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Alle partners en waarom zij met ons werken' })).toHaveAttribute('href', '/nl/partners')
  },
}
