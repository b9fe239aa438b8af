import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NewsletterLinkForm } from './NewsletterLinkForm'

const meta = {
  title: 'Newsletter/NewsletterLinkForm',
  component: NewsletterLinkForm,
  args: { action: 'confirm' },
} satisfies Meta<typeof NewsletterLinkForm>
export default meta
type Story = StoryObj<typeof meta>

export const Confirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Confirm my sign-up' })).toHaveAttribute('type', 'submit')
    // no action attribute: the form posts the page's own address, token included
    await expect(canvasElement.querySelector('form')).not.toHaveAttribute('action')
    await expect(canvasElement.querySelector('form')).toHaveAttribute('method', 'post')
  },
}

export const UnsubscribeInDutch: Story = {
  args: { action: 'unsubscribe' },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Afmelden' })).toBeVisible()
  },
}

export const Dark: Story = { args: { action: 'unsubscribe' }, parameters: { colorScheme: 'dark' } }
