import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { createQueryClient } from '~/lib/query/query-client'
import { fakeChatApi, type FakeChats } from '../../chats/chat-fixtures'
import type { ChatFilters } from '../../chats/chat-types'
import { ChatConversationList } from './ChatConversationList'

/** Filters wait for a debounce and a query: room for a busy machine. */
const slow = { timeout: 5000 }

function List({ api, onOpen }: { api: FakeChats; onOpen(id: string): void }) {
  const [client] = useState(() => createQueryClient())
  const [filters, setFilters] = useState<ChatFilters>({})
  return (
    <QueryClientProvider client={client}>
      <ChatConversationList api={api} filters={filters} onFilters={setFilters} onOpen={onOpen} />
    </QueryClientProvider>
  )
}

const meta = {
  title: 'Staff/ChatConversationList',
  component: List,
  parameters: { layout: 'padded', path: '/chat-management' },
  args: { api: fakeChatApi(), onOpen: fn() },
} satisfies Meta<typeof List>
export default meta
type Story = StoryObj<typeof meta>

const rows = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('table'))

export const FilterAndSearch: Story = {
  args: { api: fakeChatApi() },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('3 conversations')).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'open')
    await waitFor(() => expect(rows(canvas).queryByText('Sanne de Vries')).toBeNull(), slow)
    await expect(rows(canvas).getByText('pieter@example.nl')).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('Status'), '')
    await userEvent.selectOptions(canvas.getByLabelText('How it closed'), 'auto')
    await waitFor(() => expect(canvas.getByText('1 conversation')).toBeVisible(), slow)
    await expect(rows(canvas).getByText('Lotte Smit')).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('How it closed'), '')
    await userEvent.selectOptions(canvas.getByLabelText('Language'), 'nl')
    await waitFor(() => expect(canvas.getByText('2 conversations')).toBeVisible(), slow)
    await userEvent.selectOptions(canvas.getByLabelText('Language'), '')
    await userEvent.click(canvas.getByLabelText('Only conversations with unanswered questions'))
    await waitFor(() => expect(rows(canvas).queryByText('pieter@example.nl')).toBeNull(), slow)
    await userEvent.click(canvas.getByLabelText('Only conversations with unanswered questions'))
    await userEvent.type(canvas.getByLabelText(/^Search/), 'texel')
    await waitFor(() => expect(canvas.getByText('1 conversation')).toBeVisible(), slow)
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Open the conversation with pieter@example.nl',
      }),
    )
    await expect(args.onOpen).toHaveBeenCalledWith('a8d2f6h0j4l8n2p6r0t4v8x2z6b0d4f8')
  },
}

export const NothingMatches: Story = {
  args: { api: fakeChatApi() },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/^Search/), 'no such visitor')
    await expect(await canvas.findByText('No conversations match.')).toBeVisible()
  },
}

export const Dutch: Story = {
  args: { api: fakeChatApi() },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 gesprekken')).toBeVisible()
    await expect(rows(canvas).getByText('Gesloten na inactiviteit')).toBeVisible()
  },
}

export const Dark: Story = {
  args: { api: fakeChatApi() },
  parameters: { colorScheme: 'dark' },
}

export const Loading: Story = { args: { api: fakeChatApi({ loading: true }) } }

export const NoAccess: Story = {
  args: { api: fakeChatApi({ failing: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The conversations could not be loaded', {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.getByText('Your account has no rights for this. Ask an administrator.')).toBeVisible()
  },
}
