import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { LegalPage } from './LegalPage'

const meta = { title: 'Legal/LegalPage', component: LegalPage, args: { pageKey: 'terms' } } satisfies Meta<
  typeof LegalPage
>
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
    await expect(canvas.getByText(/KvK\) number 08123456/)).toBeVisible()
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
    await expect(cookies.getByText(/Analytics \(off by default\)/)).toBeVisible()
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
