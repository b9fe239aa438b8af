import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createQueryClient } from '~/lib/query/query-client'
import type { EnquiryFilters } from '../../inbox/enquiry-types'
import { exampleLabels, fakeInboxApi, type FakeInbox } from '../../inbox/inbox-fixtures'
import { EnquiryInbox } from './EnquiryInbox'

function Inbox({ api }: { api: FakeInbox }) {
  const [client] = useState(() => createQueryClient())
  const [filters, setFilters] = useState<EnquiryFilters>({})
  return (
    <QueryClientProvider client={client}>
      <EnquiryInbox api={api} labels={exampleLabels} filters={filters} onFilters={setFilters} />
    </QueryClientProvider>
  )
}

const meta = { title: 'Staff/EnquiryInbox', component: Inbox, parameters: { layout: 'padded', path: '/admin' }, args: { api: fakeInboxApi() } } satisfies Meta<typeof Inbox>
export default meta
type Story = StoryObj<typeof meta>

export const FilterSearchAndOpen: Story = {
  args: { api: fakeInboxApi() },
  play: async ({ canvas, canvasElement, args }) => {
    const table = await canvas.findByRole('table')
    await expect(within(table).getByText('Lotte Smit')).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'answered')
    await waitFor(() => expect(within(canvas.getByRole('table')).queryByText('Sanne de Vries')).toBeNull())
    await userEvent.selectOptions(canvas.getByLabelText('Status'), '')
    await userEvent.type(canvas.getByLabelText(/^Search/), 'pieter')
    await waitFor(() => expect(within(canvas.getByRole('table')).queryByText('Lotte Smit')).toBeNull())
    await userEvent.click(canvas.getByRole('button', { name: 'Open the enquiry of Pieter Bakker' }))
    const drawer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    await userEvent.selectOptions(drawer.getByLabelText('Status'), 'closed')
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(args.api.calls).toContain('update enq000000000002 {"status":"closed","internal_notes":"Called back, sends the ground plan."}'))
  },
}

export const Dutch: Story = {
  args: { api: fakeInboxApi() },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 aanvragen')).toBeVisible()
  },
}
