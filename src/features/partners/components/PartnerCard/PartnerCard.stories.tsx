import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PartnerCard } from './PartnerCard'

const meta = {
  title: 'Partners/PartnerCard',
  component: PartnerCard,
  parameters: { layout: 'padded' },
  args: {
    partner: {
      id: 'atc',
      name: 'Air traffic control',
      industry: 'Aviation',
      description: 'Clears the airspace for every demonstration jump.',
      emoji: '🛫',
    },
  },
} satisfies Meta<typeof PartnerCard>
export default meta
type Story = StoryObj<typeof meta>

export const WithoutLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Air traffic control' })).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const WithLink: Story = {
  args: {
    partner: {
      id: 'fed',
      name: 'The national aviation federation',
      industry: 'Aviation',
      description: 'Sets the rules we jump by.',
      url: 'https://example.org',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

export const DutchWithLink: Story = {
  args: {
    partner: {
      id: 'fed',
      name: 'De nationale luchtvaartfederatie',
      industry: 'Luchtvaart',
      description: 'Stelt de regels op waarmee wij springen.',
      url: 'https://example.org',
    },
  },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Bezoek website/ })).toHaveAccessibleName(
      /opent in een nieuw tabblad/,
    )
  },
}
