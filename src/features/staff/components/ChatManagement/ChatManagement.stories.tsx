import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { exampleConversations, fakeChatApi } from '../../chats/chat-fixtures'
import { ChatManagement } from './ChatManagement'

/** Filters wait for a debounce and a query: room for a busy machine. */
const slow = { timeout: 5000 }

const meta = {
  title: 'Staff/ChatManagement',
  component: ChatManagement,
  parameters: { layout: 'padded', path: '/chat-management' },
} satisfies Meta<typeof ChatManagement>
export default meta
type Story = StoryObj<typeof meta>

const live = fakeChatApi()
const marking = fakeChatApi()

export const ConversationsAndTranscript: Story = {
  args: { api: marking },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chat management' })).toBeVisible()
    const table = await canvas.findByRole('table')
    await expect(within(table).getByText('Sanne de Vries')).toBeVisible()
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Open the conversation with Sanne de Vries',
      }),
    )
    const drawer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    await expect(await drawer.findByText('Can my dog watch from the field?')).toBeVisible()
    await userEvent.click(drawer.getByRole('button', { name: 'Mark the conversation handled' }))
    await waitFor(() => expect(marking.calls).toContain(`conversation ${exampleConversations[0]!.id} true`), slow)
    await expect(await drawer.findByText(/^Handled by eva@parapro.test/)).toBeVisible()
  },
}

export const UnansweredQuestionsTab: Story = {
  args: { api: fakeChatApi() },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /Unanswered questions/ }))
    await expect(await canvas.findByText('Can my dog watch from the field?')).toBeVisible()
    await expect(canvas.queryByText('mag mijn drone mee in het vliegtuig')).toBeNull()
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Open the conversation with Sanne de Vries',
      }),
    )
    const drawer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    await expect(await drawer.findByText('How much may I weigh for a tandem jump?')).toBeVisible()
  },
}

export const NewConversationArrivesLive: Story = {
  args: { api: live },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('table')
    live.arrive({
      ...exampleConversations[1]!,
      id: 'n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0n0',
      customer_name: 'Daan Mulder',
      customer_email: 'daan@example.nl',
    })
    const page = within(canvasElement.ownerDocument.body)
    await expect(await page.findByText('Daan Mulder started a conversation with the assistant.')).toBeVisible()
    await waitFor(() => expect(within(canvas.getByRole('table')).getByText('Daan Mulder')).toBeVisible(), slow)
  },
}

export const NoAccess: Story = {
  args: { api: fakeChatApi({ failing: true }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The conversations could not be loaded', {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.getByText('Your account has no rights for this. Ask an administrator.')).toBeVisible()
  },
}

export const Dutch: Story = {
  args: { api: fakeChatApi() },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chatbeheer' })).toBeVisible()
    await expect(await canvas.findByText('3 gesprekken')).toBeVisible()
    await expect(canvas.getByRole('tab', { name: /Onbeantwoorde vragen/ })).toBeVisible()
  },
}

export const Dark: Story = {
  args: { api: fakeChatApi() },
  parameters: { colorScheme: 'dark' },
}

export const Loading: Story = { args: { api: fakeChatApi({ loading: true }) } }
