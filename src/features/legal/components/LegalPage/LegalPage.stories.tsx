import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { business } from '~/content/facts'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import { LegalPage } from './LegalPage'

const meta = {
  title: 'Legal/LegalPage',
  component: LegalPage,
  args: { pageKey: 'terms' },
  beforeEach: () => setSiteFactsForTesting(exampleSiteFacts),
} satisfies Meta<typeof LegalPage>
export default meta
type Story = StoryObj<typeof meta>

export const Terms: Story = {
  parameters: { path: '/terms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and conditions')
    await expect(canvas.getByText(/above a body weight of 100 kg/)).toBeVisible()
    await expect(canvas.getByText(/within 12 months after that date/)).toBeVisible()
    await expect(canvas.getByText(/in writing within 7 days/)).toHaveTextContent('within 14 days')
    await expect(canvas.getByText('All prices include VAT.')).toBeVisible()
    await expect(canvas.getByText(/court in Zutphen/)).toBeVisible()
    const company = within(canvas.getByRole('region', { name: '1. Who we are' }))
    await expect(company.getByText(/KvK\) number 08123456/)).toBeVisible()
    await expect(company.getByText(/Vliegveldweg 12, 7316 AA Apeldoorn/)).toBeVisible()
    await expect(canvas.getByText(/in writing within 7 days/)).toHaveTextContent(`by e-mail to ${business.email} or by post`)
  },
}

/** A production site whose staff have set no details yet: the documents quote none of them. */
export const TermsWithNoDetailsSet: Story = {
  beforeEach: () => setSiteFactsForTesting({}),
  parameters: { path: '/terms' },
  play: async ({ canvas }) => {
    const company = within(canvas.getByRole('region', { name: '1. Who we are' }))
    await expect(company.getByText('ParaPro Skydiving B.V., the Netherlands')).toBeVisible()
    await expect(canvas.queryByText(/KvK|VAT number|Vliegveldweg/)).toBeNull()
    await expect(canvas.queryByText(new RegExp(business.email))).toBeNull()
    await expect(canvas.getByText(/in writing within 7 days/)).toHaveTextContent('through the contact form on this site')
  },
}

/** Only an e-mail address set: the privacy statement quotes it, and nothing else. */
export const PrivacyWithOnlyAnEmailAddress: Story = {
  beforeEach: () => setSiteFactsForTesting({ email: 'hello@example.nl' }),
  args: { pageKey: 'privacy' },
  parameters: { path: '/privacy' },
  play: async ({ canvas }) => {
    const controller = within(canvas.getByRole('region', { name: '1. Who is responsible' }))
    await expect(controller.getByText(/E-mail: hello@example.nl/)).toBeVisible()
    await expect(controller.queryByText(/KvK|Vliegveldweg/)).toBeNull()
    await expect(canvas.getByText(/Send your request or question to hello@example.nl/)).toBeVisible()
  },
}

export const TermsDutch: Story = {
  parameters: { path: '/nl/terms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Algemene voorwaarden')
    await expect(canvas.getByText(/Nederlands recht/)).toBeVisible()
    await expect(canvas.getByText(/binnen 12 maanden/)).toBeVisible()
  },
}

export const Privacy: Story = {
  args: { pageKey: 'privacy' },
  parameters: { path: '/privacy' },
  play: async ({ canvas }) => {
    const contents = within(canvas.getByRole('navigation', { name: 'Contents' }))
    await expect(contents.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '#cookies')
    const cookies = within(canvas.getByRole('region', { name: '8. Cookies' }))
    await expect(cookies.getByText(/Essential \(always on\)/)).toBeVisible()
    // The build has no analytics id: the policy says nothing is loaded (src/content/legal.test.ts has both cases).
    await expect(cookies.getByText(/Analytics and marketing \(off by default\): this site does not use them/)).toBeVisible()
    await expect(canvas.getByText(/about 7 years/)).toBeVisible()
    await userEvent.click(cookies.getByRole('button', { name: 'Reset cookie preferences' }))
    await expect(cookies.getByRole('status')).toHaveTextContent('have been reset')
  },
}

export const PrivacyDutchDark: Story = {
  args: { pageKey: 'privacy' },
  parameters: { path: '/nl/privacy', colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy- en cookiebeleid')
    await expect(canvas.getByRole('button', { name: 'Cookievoorkeuren opnieuw instellen' })).toBeVisible()
    const seeAlso = within(canvas.getByRole('navigation', { name: 'Zie ook' }))
    await expect(seeAlso.getByRole('link', { name: 'Algemene voorwaarden' })).toHaveAttribute('href', '/nl/terms')
    await expect(seeAlso.getByRole('link', { name: 'Vragen? Neem contact op' })).toHaveAttribute('href', '/nl/contact')
  },
}

export const TermsDark: Story = { parameters: { path: '/terms', colorScheme: 'dark' } }
