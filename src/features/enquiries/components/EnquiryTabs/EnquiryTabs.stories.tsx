import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import type { SubmitResult } from '../../api/submit-enquiry'
import { EnquiryTabs } from './EnquiryTabs'

const meta = {
  title: 'Enquiries/EnquiryTabs',
  component: EnquiryTabs,
  parameters: { layout: 'padded' },
  args: { submit: fn(async (): Promise<SubmitResult> => ({ kind: 'accepted', id: 'r1' })) },
} satisfies Meta<typeof EnquiryTabs>
export default meta
type Story = StoryObj<typeof meta>

export const GeneralIsTheDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(canvas.getByRole('tab', { name: 'Demo' }))
    await expect(canvas.getByLabelText(/^Expected audience size/)).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Corporate' }))
    await expect(canvas.getByLabelText(/^Contact person/)).toBeRequired()
  },
}

export const OpenOnTandemInDutch: Story = {
  args: { initialTab: 'tandem' },
  parameters: { path: '/nl/contact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Tandem' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByLabelText(/^Soort sprong/)).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }

/** A link such as the booking widget's "Book now" (/contact?tab=tandem#contact) opens its tab; the visitor can still switch. */
export const OpenedByLink: Story = {
  parameters: { path: '/contact?tab=tandem' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Tandem', selected: true })).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Demo' }))
    await expect(canvas.getByRole('tab', { name: 'Demo' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const UnknownTabInLinkIsIgnored: Story = {
  parameters: { path: '/contact?tab=admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true')
  },
}
