import { pocketbase } from '~/lib/pocketbase'
import { chatFilter } from './chat-filter'
import type { ChatAdminApi, ChatConversationRecord, ChatMessageRecord, UnansweredQuestion } from './chat-types'

const pageSize = 25

/** The chat management screen against PocketBase: the rules let only an admin with a confirmed factor read, and mark handled. */
export const pocketbaseChats: ChatAdminApi = {
  async list(filters, page) {
    const pb = await pocketbase()
    const { expression, params } = chatFilter(filters)
    const result = await pb.collection('chat_conversations').getList<ChatConversationRecord>(page, pageSize, { filter: pb.filter(expression, params), sort: '-created' })
    return { items: result.items, totalItems: result.totalItems, page: result.page, totalPages: result.totalPages }
  },
  async conversation(id) {
    const pb = await pocketbase()
    return pb.collection('chat_conversations').getOne<ChatConversationRecord>(id)
  },
  async transcript(conversationId) {
    const pb = await pocketbase()
    // Both messages of a turn are saved in one transaction and may share a timestamp: the question first.
    return pb.collection('chat_messages').getFullList<ChatMessageRecord>({ filter: pb.filter('conversation = {:id}', { id: conversationId }), sort: 'created,-role', batch: 500 })
  },
  async unanswered(page, withHandled) {
    const pb = await pocketbase()
    const result = await pb.collection('chat_messages').getList<UnansweredQuestion>(page, pageSize, {
      filter: withHandled ? 'unanswered = true' : 'unanswered = true && handled = false',
      sort: '-created',
      expand: 'conversation',
    })
    return { items: result.items, totalItems: result.totalItems, page: result.page, totalPages: result.totalPages }
  },
  async markConversation(id, handled) {
    const pb = await pocketbase()
    return pb.collection('chat_conversations').update<ChatConversationRecord>(id, { handled })
  },
  async markQuestion(id, handled) {
    const pb = await pocketbase()
    return pb.collection('chat_messages').update<ChatMessageRecord>(id, { handled })
  },
  async watch(onNew, onChange) {
    const pb = await pocketbase()
    let connected = false
    const stopConnect = await pb.realtime.subscribe('PB_CONNECT', () => {
      // Events sent while the connection was down are lost: read again.
      if (connected) onChange()
      connected = true
    })
    const stop = await pb.collection('chat_conversations').subscribe<ChatConversationRecord>('*', (event) => {
      if (event.action === 'create') onNew(event.record)
      else onChange()
    })
    return () => {
      void stop().catch(() => {})
      void stopConnect().catch(() => {})
    }
  },
}
