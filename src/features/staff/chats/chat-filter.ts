import { amsterdamMidnightUtc, isDay } from '../amsterdam-day'
import type { ChatFilters } from './chat-types'

/**
 * The PocketBase filter of the conversation list, every value a parameter (`pb.filter` escapes
 * them). The search also looks through everything said in the conversation (a back-relation to
 * its messages).
 */
export function chatFilter(filters: ChatFilters): { expression: string; params: Record<string, string> } {
  const parts: string[] = []
  const params: Record<string, string> = {}
  const equal = (field: string, name: string, value: string | undefined) => {
    if (!value) return
    parts.push(`${field} = {:${name}}`)
    params[name] = value
  }
  equal('status', 'status', filters.status)
  equal('closed_by', 'closedBy', filters.closedBy)
  equal('locale', 'locale', filters.locale)
  if (filters.handled) parts.push(filters.handled === 'handled' ? 'handled = true' : 'handled = false')
  if (filters.unanswered) parts.push('unanswered_count > 0')
  if (isDay(filters.from)) {
    parts.push('created >= {:from}')
    params.from = amsterdamMidnightUtc(filters.from)
  }
  if (isDay(filters.to)) {
    parts.push('created < {:to}')
    params.to = amsterdamMidnightUtc(filters.to, 1)
  }
  const search = filters.search?.trim()
  if (search) {
    parts.push('(customer_name ~ {:search} || customer_email ~ {:search} || id = {:search} || chat_messages_via_conversation.content ?~ {:search})')
    params.search = search
  }
  return { expression: parts.join(' && '), params }
}
