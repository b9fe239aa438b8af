import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import { TalkToPerson } from './TalkToPerson'

const meta = {
  title: 'Chat/TalkToPerson',
  component: TalkToPerson,
  args: {
    enquiryForm: { path: '/contact', search: { tab: 'contact' }, hash: 'contact' },
    summary: () => 'Q: How heavy may I be?\nA: 100 kg.',
    highlighted: false,
    onLeave: fn(),
  },
  parameters: { path: '/' },
  beforeEach: () => setSiteFactsForTesting(exampleSiteFacts),
} satisfies Meta<typeof TalkToPerson>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Talk to a person' })).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('link', { name: /^Call / })).toBeNull()
  },
}

export const ChoicesShown: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Talk to a person' }))
    await expect(canvas.getByRole('link', { name: /^Call / })).toHaveAttribute('href', expect.stringMatching(/^tel:\+31/))
    await expect(canvas.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute('target', '_blank')
    await userEvent.click(canvas.getByRole('button', { name: 'Send the enquiry form with this conversation' }))
    await expect(args.onLeave).toHaveBeenCalledOnce()
  },
}

/** After an answer that points to a person, the button stands out. */
export const Highlighted: Story = { args: { highlighted: true } }
export const Dutch: Story = {
  parameters: { locale: 'nl', path: '/nl' },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Met een medewerker praten' })).toBeVisible(),
}
export const Dark: Story = { args: { highlighted: true }, parameters: { colorScheme: 'dark' } }
