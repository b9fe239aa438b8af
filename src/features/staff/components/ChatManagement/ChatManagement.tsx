import '@mantine/core/styles/Tabs.css'
import '@mantine/core/styles/Badge.css'
import { useLingui } from '@lingui/react/macro'
import { Badge, Drawer, Tabs } from '@mantine/core'
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { notify } from '~/lib/notify'
import { createQueryClient } from '~/lib/query/query-client'
import { pocketbaseChats } from '../../chats/chats-api'
import type { ChatAdminApi, ChatFilters } from '../../chats/chat-types'
import { ChatConversationList } from '../ChatConversationList/ChatConversationList'
import { ChatTranscript } from '../ChatTranscript/ChatTranscript'
import { StaffScreen } from '../StaffScreen/StaffScreen'
import { UnansweredQuestions } from '../UnansweredQuestions/UnansweredQuestions'

export interface ChatManagementProps {
  /** The server calls; stories pass their own. */
  api?: ChatAdminApi
}

/** /chat-management: the conversations with the chat assistant and the questions it could not answer, live. */
export function ChatManagement(props: ChatManagementProps) {
  const [client] = useState(() => createQueryClient())
  return (
    <QueryClientProvider client={client}>
      <ChatManagementContent {...props} />
    </QueryClientProvider>
  )
}

type Tab = 'conversations' | 'questions'

function ChatManagementContent({ api = pocketbaseChats }: ChatManagementProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [tab, setTab] = useState<Tab>('conversations')
  const [filters, setFilters] = useState<ChatFilters>({})
  const [openId, setOpenId] = useState<string | null>(null)
  const waiting = useQuery({ queryKey: ['staff', 'chats', 'unanswered', false, 1], queryFn: () => api.unanswered(1, false) })

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['staff', 'chats'] })
    void api
      .watch((conversation) => {
        const visitor = conversation.customer_name || conversation.customer_email
        notify({ title: t`New chat conversation`, message: t`${visitor} started a conversation with the assistant.`, color: 'blue' })
        refresh()
      }, refresh)
      .then((unsubscribe) => (cancelled ? unsubscribe() : (stop = unsubscribe)))
      .catch(() => {})
    return () => {
      cancelled = true
      stop?.()
    }
  }, [api, queryClient, t])

  const waitingCount = waiting.data?.totalItems ?? 0
  return (
    <StaffScreen path="/chat-management">
      <Tabs value={tab} onChange={(value) => setTab(value === 'questions' ? 'questions' : 'conversations')}>
        <Tabs.List>
          <Tabs.Tab value="conversations">{t`Conversations`}</Tabs.Tab>
          <Tabs.Tab value="questions" rightSection={waitingCount > 0 ? <Badge color="red.9" variant="filled" size="sm">{waitingCount}</Badge> : undefined}>
            {t`Unanswered questions`}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="conversations" pt="md">
          <ChatConversationList api={api} filters={filters} onFilters={setFilters} onOpen={setOpenId} />
        </Tabs.Panel>
        <Tabs.Panel value="questions" pt="md">
          <UnansweredQuestions api={api} onOpen={setOpenId} />
        </Tabs.Panel>
      </Tabs>
      <Drawer opened={!!openId} onClose={() => setOpenId(null)} position="right" size="lg" title={t`Conversation`} closeButtonProps={{ 'aria-label': t`Close` }}>
        {openId && <ChatTranscript api={api} conversationId={openId} />}
      </Drawer>
    </StaffScreen>
  )
}
