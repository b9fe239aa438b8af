import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { business } from '~/content/facts'
import { ContactSection } from './ContactSection'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'

const meta = { title: 'Contact/ContactSection', component: ContactSection, beforeEach: () => setSiteFactsForTesting(exampleSiteFacts) } satisfies Meta<typeof ContactSection>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Call now/ })).toHaveAttribute('href', business.phone.href)
    await expect(canvas.getByRole('link', { name: 'E-mail us directly' })).toHaveAttribute(
      'href',
      `mailto:${business.email}`,
    )
    await expect(canvas.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', business.whatsapp)
    await expect(canvas.getByText('9:00-18:00')).toBeVisible()
    await expect(canvas.getByText('10:00-16:00')).toBeVisible()
    await expect(canvas.getByText('We reply to every message within 24 hours.')).toBeVisible()
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maandag t/m vrijdag')).toBeVisible()
    await expect(canvas.getByText('9.00-18.00 uur')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /^Bel nu/ })).toBeVisible()
  },
}

/** The enquiry form mounts in the children slot. */
export const WithFormSlot: Story = {
  args: { children: <div data-testid="form-slot">Enquiry form</div> },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('form-slot')).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

/** Only the details staff have set: here an e-mail address and no phone. */
export const OnlyAnEmailAddressSet: Story = {
  beforeEach: () => setSiteFactsForTesting({ email: 'info@example.nl' }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /^Call now/ })).toBeNull()
    await expect(canvas.getByRole('link', { name: /e-?mail/i })).toHaveAttribute('href', 'mailto:info@example.nl')
    await expect(canvas.queryByRole('heading', { name: 'Office hours' })).toBeNull()
    await expect(canvas.queryByText('9:00-18:00')).toBeNull()
  },
}

/** The opening hours are the ones staff set, with the days named in the page's language. */
export const HoursStaffSet: Story = {
  beforeEach: () =>
    setSiteFactsForTesting({
      openingHours: [
        { days: ['Tu', 'Th'], opens: '08:30', closes: '17:00' },
        { days: ['Fr', 'Sa', 'Su'], opens: '10:00', closes: '15:00' },
      ],
    }),
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dinsdag, donderdag')).toBeVisible()
    await expect(canvas.getByText('8.30-17.00 uur')).toBeVisible()
    await expect(canvas.getByText('Vrijdag t/m zondag')).toBeVisible()
    await expect(canvas.queryByText('Maandag t/m vrijdag')).toBeNull()
  },
}
