import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { services } from '~/content/services'
import { KeyFacts } from '../KeyFacts/KeyFacts'
import { ServiceHero } from './ServiceHero'

const helicopter = services.helicopter

const meta = {
  title: 'Service pages/ServiceHero',
  component: ServiceHero,
  args: {
    title: msg`Helicopter jumps`,
    lead: helicopter.lead,
    cta: helicopter.heroCta,
    children: <KeyFacts facts={helicopter.facts} />,
  },
} satisfies Meta<typeof ServiceHero>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/services/helicopter-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Helicopter jumps')
    await expect(canvas.getByText('On request, including VAT')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Book a helicopter jump' })).toHaveAttribute('href', '/contact')
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/services/helicopter-jumps' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Het hele jaar door')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Boek een helikoptersprong' })).toHaveAttribute('href', '/nl/contact')
  },
}

export const Dark: Story = { parameters: { path: '/services/helicopter-jumps', colorScheme: 'dark' } }

/** A landing page's hero: no key facts under the call to action. */
export const WithoutFacts: Story = {
  args: { children: undefined },
  parameters: { path: '/services/helicopter-jumps' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toBeNull()
  },
}
