import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { setSiteFactsForTesting } from '~/lib/site-facts'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import { business } from '~/content/facts'
import { initialChatState, type ChatState } from '../../widget/chat-state'
import { ChatPanel } from './ChatPanel'

const conversationId = 'c'.repeat(32)
const details = { customerEmail: 'zoe@example.nl', customerName: 'Zoë' }

function state(partial: Partial<ChatState>): ChatState {
  return { ...initialChatState, open: true, ...partial }
}

const welcome = state({ entries: [{ id: 1, kind: 'welcome' }], nextId: 2 })
const conversation = state({
  conversationId,
  details,
  lastActivityAt: Date.now(),
  entries: [
    { id: 1, kind: 'welcome' },
    { id: 2, kind: 'question', text: 'How heavy may I be for a tandem jump?' },
    {
      id: 3,
      kind: 'answer',
      text: 'The weight limit for a tandem jump is 100 kg body weight, for the safety of you and your instructor.',
      sources: [
        { title: 'Frequently asked questions about skydiving', url: '/faq' },
        { title: 'Terms and conditions', url: '/terms' },
      ],
      handoff: false,
      locale: 'en',
    },
    { id: 4, kind: 'question', text: 'How much does it cost?' },
    { id: 5, kind: 'answer', text: 'Our prices are on request, because every jump and every event is different.', sources: [], handoff: true, locale: 'en' },
  ],
  nextId: 6,
})
const dutchConversation = state({
  ...conversation,
  entries: [
    { id: 1, kind: 'welcome' },
    { id: 2, kind: 'question', text: 'Hoe zwaar mag ik zijn?' },
    {
      id: 3,
      kind: 'answer',
      text: 'De gewichtsgrens voor een tandemsprong is 100 kg lichaamsgewicht.',
      sources: [{ title: 'Veelgestelde vragen over parachutespringen', url: '/nl/faq' }],
      handoff: false,
      locale: 'nl',
    },
  ],
})

const meta = {
  title: 'Chat/ChatPanel',
  component: ChatPanel,
  args: { state: welcome, dispatch: fn(), enquiryForm: { path: '/contact', search: { tab: 'contact' }, hash: 'contact' } },
  beforeEach: () => setSiteFactsForTesting(exampleSiteFacts),
} satisfies Meta<typeof ChatPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Welcome: Story = {
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('dialog', { name: 'Chat assistant' })
    await expect(panel).toHaveAttribute('aria-modal', 'false')
    await expect(canvas.getByText(/I am the AI assistant of ParaPro Skydiving/)).toBeVisible()
    await expect(canvas.getByText('An AI that answers from our website')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveFocus()
    await expect(canvas.getByRole('button', { name: 'Talk to a person' })).toBeVisible()
  },
}

export const SendsOnEnterAndNotOnShiftEnter: Story = {
  parameters: { path: '/' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Your message' })
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second line')
    await expect(args.dispatch).not.toHaveBeenCalled()
    await expect(input).toHaveValue('first line\nsecond line')
    await userEvent.type(input, '{Enter}')
    await expect(args.dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'send', text: 'first line\nsecond line' }))
    await expect(input).toHaveValue('')
  },
}

export const DetailsGate: Story = {
  args: { state: state({ ...welcome, phase: 'details', pending: 'How heavy may I be?' }) },
  parameters: { path: '/' },
  play: async ({ canvas, args }) => {
    const start = canvas.getByRole('button', { name: 'Start chat' })
    await expect(start).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveValue('How heavy may I be?')
    await expect(canvas.getByRole('textbox', { name: 'Name (optional)' })).toHaveFocus()
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'not-an-address')
    await expect(start).toBeEnabled()
    await userEvent.click(start)
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible()
    await userEvent.clear(canvas.getByRole('textbox', { name: /E-mail/ }))
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'zoe@example.nl')
    await userEvent.click(start)
    await expect(args.dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'submitDetails', details: { customerEmail: 'zoe@example.nl', customerName: '' } }))
  },
}

export const Conversation: Story = {
  args: { state: conversation },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('log', { name: 'Conversation' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Frequently asked questions about skydiving' })).toHaveAttribute('href', '/faq')
    await expect(canvas.getByRole('button', { name: 'End chat' })).toBeVisible()
    const talk = canvas.getByRole('button', { name: 'Talk to a person' })
    await expect(talk).toHaveAttribute('data-variant', 'filled')
    await userEvent.click(talk)
    await expect(talk).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute('href', business.phone.href)
    await expect(canvas.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute('href', business.whatsapp)
    await expect(canvas.getByRole('button', { name: 'Send the enquiry form with this conversation' })).toBeVisible()
  },
}

/** Staff have set no phone or WhatsApp number: the enquiry form is the way to a person. */
export const TalkToPersonWithNoNumbersSet: Story = {
  beforeEach: () => setSiteFactsForTesting({ email: 'hello@example.nl' }),
  args: { state: conversation },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Talk to a person' }))
    await expect(canvas.getByRole('button', { name: 'Send the enquiry form with this conversation' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /^Call|WhatsApp/ })).toBeNull()
  },
}

export const Waiting: Story = {
  args: { state: state({ ...conversation, phase: 'waiting', pending: 'And the age?' }) },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The assistant is answering…')
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toBeDisabled()
  },
}

export const InactivityWarning: Story = {
  args: {
    state: state({ ...conversation, phase: 'warning', closesAt: Date.now() + 180_000, entries: [...conversation.entries, { id: 6, kind: 'warning' }], nextId: 7 }),
  },
  parameters: { path: '/' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/Closes in [23]:\d\d/)
    const keepGoing = canvas.getByRole('button', { name: 'Continue conversation' })
    await expect(keepGoing).toHaveFocus()
    await userEvent.click(keepGoing)
    await expect(args.dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'continue' }))
  },
}

export const Farewell: Story = {
  args: { state: state({ ...conversation, phase: 'closing', resetsAt: Date.now() + 3000, entries: [...conversation.entries, { id: 6, kind: 'farewell' }], nextId: 7 }) },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Thank you for chatting with us. A link to the transcript of this conversation is on its way to zoe@example.nl.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'End chat' })).toBeNull()
  },
}

export const Failure: Story = {
  args: { state: state({ ...conversation, entries: [...conversation.entries, { id: 6, kind: 'question', text: 'And tomorrow?' }, { id: 7, kind: 'failure' }], nextId: 8 }) },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sorry, something went wrong. Please try again or contact us by phone.')).toBeVisible()
  },
}

export const FullWindow: Story = {
  args: { state: state({ ...conversation, expanded: true }) },
  parameters: { path: '/' },
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('dialog', { name: 'Chat assistant' })
    await expect(panel).toHaveAttribute('aria-modal', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(args.dispatch).toHaveBeenCalledWith({ type: 'hide' })
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the small window' }))
    await expect(args.dispatch).toHaveBeenCalledWith({ type: 'toggleExpanded' })
  },
}

export const Dutch: Story = {
  args: { state: dutchConversation },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Chatassistent' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Veelgestelde vragen over parachutespringen' })).toHaveAttribute('href', '/nl/faq')
    await expect(canvas.getByRole('button', { name: 'Met een medewerker praten' })).toBeVisible()
    await expect(canvas.getByText(/Ik ben de AI-assistent van ParaPro Skydiving/)).toBeVisible()
  },
}

export const DutchDetailsGate: Story = {
  args: { state: state({ ...welcome, phase: 'details', pending: 'Hoi' }) },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chat starten' })).toBeDisabled()
    await expect(canvas.getByText('Voordat we beginnen: waar mogen we het verslag van dit gesprek naartoe sturen?')).toBeVisible()
  },
}

export const DarkConversation: Story = {
  args: { state: conversation },
  parameters: { path: '/', colorScheme: 'dark' },
}

export const DarkDutchWarning: Story = {
  args: {
    state: state({ ...dutchConversation, phase: 'warning', closesAt: Date.now() + 180_000, entries: [...dutchConversation.entries, { id: 4, kind: 'warning' }], nextId: 5 }),
  },
  parameters: { path: '/nl', colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Gesprek voortzetten' })).toBeVisible()
  },
}
