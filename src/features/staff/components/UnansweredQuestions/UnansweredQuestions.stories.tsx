import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { createQueryClient } from '~/lib/query/query-client'
import { fakeChatApi, type FakeChats } from '../../chats/chat-fixtures'
import { UnansweredQuestions } from './UnansweredQuestions'

/** Filters wait for a debounce and a query: room for a busy machine. */
const slow = { timeout: 5000 }

function Questions({ api, onOpen }: { api: FakeChats; onOpen(id: string): void }) {
  const [client] = useState(() => createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <UnansweredQuestions api={api} onOpen={onOpen} />
    </QueryClientProvider>
  )
}

const meta = {
  title: 'Staff/UnansweredQuestions',
  component: Questions,
  parameters: { layout: 'padded', path: '/chat-management' },
  args: { api: fakeChatApi(), onOpen: fn() },
} satisfies Meta<typeof Questions>
export default meta
type Story = StoryObj<typeof meta>

export const MarkHandled: Story = {
  args: { api: fakeChatApi() },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Can my dog watch from the field?')).toBeVisible()
    await expect(canvas.getByText('1 question')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Mark handled' }))
    await waitFor(() => expect(args.api.calls).toContain('question msg000000000003 true'), slow)
    await expect(await canvas.findByText('No unanswered questions are waiting.')).toBeVisible()
    await userEvent.click(canvas.getByLabelText('Also show handled questions'))
    await expect(await canvas.findByText('mag mijn drone mee in het vliegtuig')).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Open the conversation with Lotte Smit',
      }),
    )
    await expect(args.onOpen).toHaveBeenCalledWith('q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6')
  },
}

export const NoAccess: Story = {
  args: { api: fakeChatApi({ failing: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The questions could not be loaded', {}, { timeout: 15_000 })).toBeVisible()
  },
}

export const Dutch: Story = {
  args: { api: fakeChatApi() },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 vraag')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Markeren als afgehandeld' })).toBeVisible()
  },
}

export const Dark: Story = {
  args: { api: fakeChatApi() },
  parameters: { colorScheme: 'dark' },
}

export const Loading: Story = { args: { api: fakeChatApi({ loading: true }) } }

export const NoneWaiting: Story = {
  args: {
    api: {
      ...fakeChatApi(),
      unanswered: async () => ({
        items: [],
        totalItems: 0,
        page: 1,
        totalPages: 1,
      }),
    },
  },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 vragen')).toBeVisible()
    await expect(canvas.getByText('Er wachten geen onbeantwoorde vragen.')).toBeVisible()
  },
}
