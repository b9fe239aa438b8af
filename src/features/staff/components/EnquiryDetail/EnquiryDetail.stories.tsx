import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { exampleEnquiries, exampleLabels } from '../../inbox/inbox-fixtures'
import { EnquiryDetail } from './EnquiryDetail'

const meta = {
  title: 'Staff/EnquiryDetail',
  component: EnquiryDetail,
  parameters: { layout: 'padded', path: '/admin' },
  args: { enquiry: exampleEnquiries[1]!, labels: exampleLabels, onSave: fn(async () => {}), onRetryMail: fn(async () => {}), onDelete: fn(async () => {}) },
} satisfies Meta<typeof EnquiryDetail>
export default meta
type Story = StoryObj<typeof meta>

export const EveryFieldStatusAndNotes: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Philips Stadion, Eindhoven')).toBeVisible()
    await expect(canvas.getByText('In de rust van de thuiswedstrijd op 14 maart.')).toBeVisible()
    const save = canvas.getByRole('button', { name: 'Save' })
    await expect(save).toBeDisabled()
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'answered')
    await userEvent.type(canvas.getByLabelText(/^Internal notes/), ' Quote sent.')
    await userEvent.click(save)
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'answered', internal_notes: 'Called back, sends the ground plan. Quote sent.' })
  },
}

export const ReplyAndRetry: Story = {
  play: async ({ canvas, args }) => {
    const reply = new URL(canvas.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')!)
    await expect(reply.pathname).toBe('pieter@example.nl')
    await expect(reply.searchParams.get('subject')).toBe('Re: Demonstration request - ParaPro Skydiving')
    await expect(reply.searchParams.get('body')).toContain('> In de rust van de thuiswedstrijd op 14 maart.')
    await expect(canvas.getByText('dial tcp 10.0.0.5:587: connection refused')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Send it again' }))
    await expect(args.onRetryMail).toHaveBeenCalledOnce()
  },
}

export const DeleteAsksFirst: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = within(canvasElement.ownerDocument.body)
    await userEvent.click(await dialog.findByRole('button', { name: 'Keep it' }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await userEvent.click(await dialog.findByRole('button', { name: 'Delete for good' }))
    await expect(args.onDelete).toHaveBeenCalledOnce()
  },
}

export const Dutch: Story = {
  args: { enquiry: exampleEnquiries[0]! },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Beantwoorden per e-mail' })).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
