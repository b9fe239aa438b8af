import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { createChatController } from '../../widget/chat-controller'
import { ChatWidget } from './ChatWidget'

/** A controller whose server answers at once, with nothing kept between stories. */
function cannedController(locale: 'en' | 'nl') {
  return createChatController({
    send: async (request) => ({
      kind: 'reply',
      reply: {
        response: locale === 'nl' ? 'De gewichtsgrens voor een tandemsprong is 100 kg lichaamsgewicht.' : `You asked: ${request.message}. The weight limit is 100 kg.`,
        conversationId: 'c'.repeat(32),
        sources: [{ title: locale === 'nl' ? 'Veelgestelde vragen over parachutespringen' : 'Frequently asked questions about skydiving', url: locale === 'nl' ? '/nl/faq' : '/faq' }],
        handoff: false,
        locale,
      },
    }),
    close: async () => undefined,
    locale: () => locale,
    page: () => '/',
  })
}

const meta = {
  title: 'Chat/ChatWidget',
  component: ChatWidget,
  args: { enquiryForm: { path: '/contact', search: { tab: 'contact' }, hash: 'contact' } },
} satisfies Meta<typeof ChatWidget>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  args: { controller: cannedController('en') },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chat with our AI assistant' })).toHaveTextContent('Chat')
  },
}

export const FirstConversation: Story = {
  args: { controller: cannedController('en') },
  parameters: { path: '/' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat with our AI assistant' }))
    const input = await canvas.findByRole('textbox', { name: 'Your message' })
    await waitFor(() => expect(input).toHaveFocus())
    await userEvent.type(input, '   {Enter}')
    await expect(canvas.queryByRole('button', { name: 'Start chat' })).toBeNull()
    await userEvent.type(input, 'How heavy may I be?{Enter}')
    await userEvent.type(await canvas.findByRole('textbox', { name: /E-mail/ }), 'zoe@example.nl')
    await userEvent.click(canvas.getByRole('button', { name: 'Start chat' }))
    await expect(await canvas.findByText(/You asked: How heavy may I be\?/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Frequently asked questions about skydiving' })).toHaveAttribute('href', '/faq')
    await userEvent.click(canvas.getByRole('button', { name: 'Close the chat window' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Chat with our AI assistant' })).toHaveFocus())
  },
}

export const DutchClosed: Story = {
  args: { controller: cannedController('nl') },
  parameters: { path: '/nl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Chat met onze AI-assistent' }))
    await expect(await canvas.findByText(/Ik ben de AI-assistent van ParaPro Skydiving/)).toBeVisible()
  },
}

export const DarkClosed: Story = {
  args: { controller: cannedController('en') },
  parameters: { path: '/', colorScheme: 'dark' },
}
