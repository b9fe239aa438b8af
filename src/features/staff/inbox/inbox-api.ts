import { pocketbase } from '~/lib/pocketbase'
import { enquiryFilter } from './enquiry-filter'
import type { DashboardFigures, EnquiryFilters, EnquiryRecord, InboxApi } from './enquiry-types'

const pageSize = 25

async function count(collection: string, expression: string, params: Record<string, string> = {}): Promise<number> {
  const pb = await pocketbase()
  const page = await pb.collection(collection).getList(1, 1, { filter: pb.filter(expression, params), fields: 'id' })
  return page.totalItems
}

const since = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().replace('T', ' ')

/** The dashboard and inbox against PocketBase: the rules let only an admin with a confirmed factor read. */
export const pocketbaseInbox: InboxApi = {
  async list(filters: EnquiryFilters, page: number) {
    const pb = await pocketbase()
    const { expression, params } = enquiryFilter(filters)
    const result = await pb.collection('enquiries').getList<EnquiryRecord>(page, pageSize, { filter: pb.filter(expression, params), sort: '-created' })
    return { items: result.items, totalItems: result.totalItems, page: result.page, totalPages: result.totalPages }
  },
  async all(filters: EnquiryFilters) {
    const pb = await pocketbase()
    const { expression, params } = enquiryFilter(filters)
    return pb.collection('enquiries').getFullList<EnquiryRecord>({ filter: pb.filter(expression, params), sort: '-created', batch: 500 })
  },
  async figures(now: Date): Promise<DashboardFigures> {
    const weekAgo = since(now, 7)
    const [waiting, mailFailed, newsletterConfirmed, newsletterPending, enquiries, answered, newsletterSignUps] = await Promise.all([
      count('enquiries', "status = 'new' || status = 'in_progress'"),
      count('enquiries', "staff_mail = 'failed' || customer_mail = 'failed'"),
      count('newsletter_subscribers', "status = 'confirmed'"),
      count('newsletter_subscribers', "status = 'pending'"),
      count('enquiries', 'created >= {:since}', { since: weekAgo }),
      count('enquiries', "(status = 'answered' || status = 'closed') && updated >= {:since}", { since: weekAgo }),
      count('newsletter_subscribers', 'created >= {:since}', { since: weekAgo }),
    ])
    return { waiting, mailFailed, newsletterConfirmed, newsletterPending, week: { enquiries, answered, newsletterSignUps } }
  },
  async update(id, change) {
    const pb = await pocketbase()
    return pb.collection('enquiries').update<EnquiryRecord>(id, change)
  },
  async remove(id) {
    const pb = await pocketbase()
    await pb.collection('enquiries').delete(id)
  },
  async retryMail(id) {
    const pb = await pocketbase()
    const answer = (await pb.send(`/api/site/staff/enquiries/${encodeURIComponent(id)}/retry-mail`, { method: 'POST' })) as { retried: string[] }
    return answer.retried
  },
  async watch(onNew, onReconnect) {
    const pb = await pocketbase()
    let connected = false
    const stopConnect = await pb.realtime.subscribe('PB_CONNECT', () => {
      // Events sent while the connection was down are lost: read the list again.
      if (connected) onReconnect()
      connected = true
    })
    const stop = await pb.collection('enquiries').subscribe<EnquiryRecord>('*', (event) => {
      if (event.action === 'create') onNew(event.record)
    })
    return () => {
      void stop().catch(() => {})
      void stopConnect().catch(() => {})
    }
  },
}
