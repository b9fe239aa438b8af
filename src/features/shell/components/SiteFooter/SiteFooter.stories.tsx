import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { business } from '~/content/facts'
import { SiteFooter } from './SiteFooter'

const meta = { title: 'Shell/SiteFooter', component: SiteFooter } satisfies Meta<typeof SiteFooter>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(business.registrations.vat, { exact: false })).toBeVisible()
    await expect(canvas.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', business.phone.href)
    const cities = canvas.getByRole('navigation', { name: 'Skydiving near you' })
    await expect(within(cities).getAllByRole('link')).toHaveLength(11)
    await expect(within(cities).getByRole('link', { name: 'The Hague' })).toHaveAttribute(
      'href',
      '/parachutespringen-den-haag',
    )
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Den Haag' })).toHaveAttribute('href', '/nl/parachutespringen-den-haag')
    await expect(canvas.getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/nl/privacy')
  },
}

export const Dark: Story = { parameters: { locale: 'en', colorScheme: 'dark' } }
