import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { exampleEnquiries, exampleLabels, fakeInboxApi } from '../../inbox/inbox-fixtures'
import { Dashboard } from './Dashboard'

const meta = {
  title: 'Staff/Dashboard',
  component: Dashboard,
  parameters: { layout: 'padded', path: '/admin' },
  args: { labels: exampleLabels },
} satisfies Meta<typeof Dashboard>
export default meta
type Story = StoryObj<typeof meta>

const live = fakeInboxApi()

export const FiguresAndWaitingEnquiries: Story = {
  args: { api: fakeInboxApi() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Waiting for an answer', { selector: 'p' })).toBeVisible()
    await expect(await canvas.findByText('148')).toBeVisible()
    const table = await canvas.findByRole('table')
    await expect(within(table).getByText('Sanne de Vries')).toBeVisible()
    await expect(within(table).getByText('Pieter Bakker')).toBeVisible()
    await expect(within(table).queryByText('Lotte Smit')).toBeNull()
  },
}

export const NewEnquiryArrivesLive: Story = {
  args: { api: live },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table')
    live.arrive({ ...exampleEnquiries[0]!, id: 'enq000000000009', name: 'Daan Mulder', created: '2026-11-24 10:00:00.000Z' })
    const page = within(canvasElement.ownerDocument.body)
    await expect(await page.findByText('General enquiry from Daan Mulder')).toBeVisible()
    await waitFor(() => expect(within(canvas.getByRole('table')).getByText('Daan Mulder')).toBeVisible())
  },
}

export const MailFailedFilter: Story = {
  args: { api: fakeInboxApi() },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Mail failed/ }))
    await waitFor(() => expect(canvas.queryByText('Sanne de Vries')).toBeNull())
    await expect(canvas.getByText('Pieter Bakker')).toBeVisible()
  },
}

export const NoAccess: Story = {
  args: { api: fakeInboxApi({ failing: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The enquiries could not be loaded', {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.getByText('Your account has no rights for this. Ask an administrator.')).toBeVisible()
  },
}

export const Dutch: Story = {
  args: { api: fakeInboxApi() },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Wacht op antwoord', { selector: 'p' })).toBeVisible()
  },
}

export const Dark: Story = { args: { api: fakeInboxApi() }, parameters: { colorScheme: 'dark' } }
