import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { initialChatState, type ChatEntry, type ChatState } from '../../widget/chat-state'
import { ChatEntries } from './ChatEntries'

/** Entries without their ids, which `state` numbers in order. */
type NewEntry = ChatEntry extends infer Entry ? (Entry extends ChatEntry ? Omit<Entry, 'id'> : never) : never

function state(entries: NewEntry[], partial: Partial<ChatState> = {}): ChatState {
  return {
    ...initialChatState,
    open: true,
    details: { customerEmail: 'zoe@example.nl', customerName: 'Zoë' },
    entries: entries.map((entry, index) => ({ ...entry, id: index + 1 }) as ChatEntry),
    nextId: entries.length + 1,
    ...partial,
  }
}

const answered = state([
  { kind: 'welcome' },
  { kind: 'question', text: 'How heavy may I be for a tandem jump?' },
  {
    kind: 'answer',
    text: 'The weight limit for a tandem jump is 100 kg body weight.',
    sources: [{ title: 'Frequently asked questions about skydiving', url: '/faq' }],
    handoff: false,
    locale: 'en',
  },
])

const meta = {
  title: 'Chat/ChatEntries',
  component: ChatEntries,
  args: { state: answered, onContinue: fn() },
  parameters: { path: '/' },
} satisfies Meta<typeof ChatEntries>
export default meta
type Story = StoryObj<typeof meta>

export const QuestionAndAnswer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toHaveTextContent('You: How heavy may I be for a tandem jump?')
    await expect(canvas.getByRole('link', { name: 'Frequently asked questions about skydiving' })).toBeVisible()
  },
}

export const Waiting: Story = {
  args: { state: state([{ kind: 'welcome' }, { kind: 'question', text: 'Is there parking?' }], { phase: 'waiting' }) },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('The assistant is answering…'),
}

export const Empty: Story = { args: { state: state([]) } }

export const Failure: Story = { args: { state: state([{ kind: 'welcome' }, { kind: 'question', text: 'Hello?' }, { kind: 'failure' }]) } }

export const InactivityWarning: Story = {
  args: { state: state([{ kind: 'welcome' }, { kind: 'warning' }], { phase: 'warning', closesAt: Date.now() + 180_000 }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue conversation' }))
    await expect(args.onContinue).toHaveBeenCalledOnce()
  },
}

export const Farewell: Story = {
  args: { state: state([{ kind: 'welcome' }, { kind: 'farewell' }], { phase: 'closing' }) },
  play: async ({ canvas }) => expect(canvas.getByText(/A link to the transcript of this conversation is on its way to zoe@example\.nl/)).toBeVisible(),
}

export const Dutch: Story = {
  parameters: { locale: 'nl', path: '/nl' },
  play: async ({ canvas }) => expect(canvas.getByRole('log', { name: 'Gesprek' })).toBeVisible(),
}
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
