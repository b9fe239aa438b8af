import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { createQueryClient } from '~/lib/query/query-client'
import { exampleConversations, fakeChatApi, type FakeChats } from '../../chats/chat-fixtures'
import { ChatTranscript } from './ChatTranscript'

/** Filters wait for a debounce and a query: room for a busy machine. */
const slow = { timeout: 5000 }

function Transcript({ api, conversationId }: { api: FakeChats; conversationId: string }) {
  const [client] = useState(() => createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <ChatTranscript api={api} conversationId={conversationId} />
    </QueryClientProvider>
  )
}

const [sanne, pieter, lotte] = exampleConversations.map((conversation) => conversation.id) as [string, string, string]

const meta = {
  title: 'Staff/ChatTranscript',
  component: Transcript,
  parameters: { layout: 'padded', path: '/chat-management' },
  args: { api: fakeChatApi(), conversationId: sanne },
} satisfies Meta<typeof Transcript>
export default meta
type Story = StoryObj<typeof meta>

export const SourcesHandOffsAndUnanswered: Story = {
  args: { api: fakeChatApi() },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sanne de Vries' })).toBeVisible()
    await expect(canvas.getByText('Closed by the visitor')).toBeVisible()
    await expect(
      canvas.getByRole('link', {
        name: 'Frequently asked questions about skydiving',
      }),
    ).toHaveAttribute('href', '/faq')
    await expect(canvas.getByText('Offered a person')).toBeVisible()
    await expect(canvas.getByText('Exact answer from the facts (weight)')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Mark the question handled' }))
    await waitFor(() => expect(args.api.calls).toContain('question msg000000000003 true'), slow)
    await expect(await canvas.findByText('Unanswered question, handled')).toBeVisible()
  },
}

export const OpenConversation: Story = {
  args: { api: fakeChatApi(), conversationId: pieter },
}

export const HandledInDutch: Story = {
  args: { api: fakeChatApi(), conversationId: lotte },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Gesloten na inactiviteit')).toBeVisible()
    await expect(
      canvas.getByRole('button', {
        name: 'Gesprek markeren als niet afgehandeld',
      }),
    ).toBeVisible()
  },
}

export const Missing: Story = {
  args: {
    api: fakeChatApi(),
    conversationId: 'gone0000000000000000000000000000',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The conversation could not be loaded', {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.getByText('This item no longer exists.')).toBeVisible()
  },
}

export const Dark: Story = {
  args: { api: fakeChatApi() },
  parameters: { colorScheme: 'dark' },
}

export const Loading: Story = { args: { api: fakeChatApi({ loading: true }) } }

export const NoMessages: Story = {
  args: { api: { ...fakeChatApi(), transcript: async () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This conversation has no messages.')).toBeVisible()
  },
}
