import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { FaqSection } from './FaqSection'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'

const meta = { title: 'FAQ/FaqSection', component: FaqSection, beforeEach: () => setSiteFactsForTesting(exampleSiteFacts) } satisfies Meta<typeof FaqSection>
export default meta
type Story = StoryObj<typeof meta>

const expanded = (buttons: HTMLElement[]) => buttons.filter((button) => button.getAttribute('aria-expanded') === 'true')

export const English: Story = {
  parameters: { path: '/' },
  play: async ({ canvas, userEvent }) => {
    const questions = canvas.getAllByRole('button', { expanded: false })
    await expect(questions).toHaveLength(10)
    const weight = canvas.getByRole('button', { name: 'How much may I weigh for a tandem jump?' })
    const weather = canvas.getByRole('button', { name: 'What weather do you need to jump?' })
    await userEvent.click(weight)
    await expect(canvas.getByText(/upper limit for a tandem jump is 100 kg/)).toBeVisible()
    await userEvent.click(weather)
    await waitFor(() => expect(expanded(questions)).toEqual([weather]))
    await userEvent.click(weather)
    await waitFor(() => expect(expanded(questions)).toEqual([]))
    await expect(canvas.getByRole('link', { name: /info@parapro-skydiving.nl/ })).toHaveAttribute(
      'href',
      'mailto:info@parapro-skydiving.nl',
    )
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Veelgestelde vragen', level: 2 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Neem contact met ons op' })).toHaveAttribute('href', '/nl/contact')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

/** Staff have set no e-mail address: no e-mail link, the contact page stays. */
export const NoEmailAddressSet: Story = {
  beforeEach: () => setSiteFactsForTesting({ phone: '+31 55 760 1980' }),
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
    await expect(canvas.queryByRole('link', { name: /^E-mail/ })).toBeNull()
  },
}

/** The e-mail link goes to the address staff set. */
export const EmailAddressStaffSet: Story = {
  beforeEach: () => setSiteFactsForTesting({ email: 'hello@example.nl' }),
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mail naar hello@example.nl' })).toHaveAttribute('href', 'mailto:hello@example.nl')
  },
}
