import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TranscriptRequestForm } from './TranscriptRequestForm'

const meta = {
  title: 'Chat/TranscriptRequestForm',
  component: TranscriptRequestForm,
} satisfies Meta<typeof TranscriptRequestForm>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Send me the transcript' })).toHaveAttribute('type', 'submit')
    // no action attribute: the form posts the page's own address, token included
    await expect(canvasElement.querySelector('form')).not.toHaveAttribute('action')
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Stuur mij het verslag' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
