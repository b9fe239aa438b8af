import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { business } from '~/content/facts'
import { SiteFooter } from './SiteFooter'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'

const meta = { title: 'Shell/SiteFooter', component: SiteFooter, beforeEach: () => setSiteFactsForTesting(exampleSiteFacts) } satisfies Meta<typeof SiteFooter>
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

/** Every item product §2 lists for the footer. */
export const EverythingTheSpecLists: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas }) => {
    const details = canvas.getByText(business.registrations.vat, { exact: false })
    await expect(details).toHaveTextContent(`Chamber of Commerce ${business.registrations.chamberOfCommerce}`)
    await expect(details).toHaveTextContent(`Bank ${business.registrations.iban}`)
    await expect(canvas.getByText(business.address.street, { exact: false })).toBeVisible()
    await expect(canvas.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`)
    await expect(canvas.getByRole('link', { name: business.instagram.handle })).toHaveAttribute('href', business.instagram.url)
    await expect(canvas.getByRole('heading', { name: 'Why choose us' })).toBeVisible()
    for (const kind of [
      'A Dutch premier-league football club',
      'A second Dutch football club',
      'A national radio network',
      'A national TV network',
    ]) {
      await expect(canvas.getByText(kind)).toBeVisible()
    }
    const services = canvas.getByRole('navigation', { name: 'Services' })
    for (const [name, href] of [
      ['Tandem jumps', '/services/tandem-jumps'],
      ['Helicopter jumps', '/services/helicopter-jumps'],
      ['Hot air balloon jumps', '/services/hot-air-balloon'],
      ['Stadium shows', '/services/stadium-shows'],
      ['Media production', '/services/media-production'],
      ['Special jumps', '/experiences'],
    ]) {
      await expect(within(services).getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await expect(within(canvas.getByRole('navigation', { name: 'Skydiving near you' })).getAllByRole('link')).toHaveLength(11)
    const legal = canvas.getByRole('navigation', { name: 'Legal' })
    await expect(within(legal).getByRole('link', { name: 'Privacy and cookies' })).toHaveAttribute('href', '/privacy')
    await expect(within(legal).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms')
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`KvK ${business.registrations.chamberOfCommerce}`, { exact: false })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Den Haag' })).toHaveAttribute('href', '/nl/parachutespringen-den-haag')
    await expect(canvas.getByRole('link', { name: /privacy/i })).toHaveAttribute('href', '/nl/privacy')
  },
}

export const Dark: Story = { parameters: { locale: 'en', colorScheme: 'dark' } }

/** A production site whose staff have set no details yet: none of them is shown. */
export const NoDetailsSet: Story = {
  beforeEach: () => setSiteFactsForTesting({}),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(business.registrations.vat, { exact: false })).toBeNull()
    await expect(canvas.queryByRole('link', { name: business.phone.display })).toBeNull()
    await expect(canvas.queryByText(/Chamber of Commerce/)).toBeNull()
  },
}
