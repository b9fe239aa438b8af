// Fault: the mail server is down while chat conversations are closed, then comes up. Every close
// must be stored at once, and every transcript (customer and staff) delivered exactly once by the
// retry job afterwards. Takes about three minutes (the job runs each minute).
//   node scripts/load/fault-chat-smtp-down.ts        (FAULT_TOTAL conversations, default 20)
import { freePort, startMailCapture, startStack } from '../../tests/support/stack.ts'
import { disableRateLimits } from './common.ts'

const total = Number(process.env.FAULT_TOTAL ?? 20)
const lateSmtpPort = await freePort()
const stack = await startStack({ publicDir: 'public', env: { SMTP_PORT: String(lateSmtpPort), PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' } })
let lateMail: Awaited<ReturnType<typeof startMailCapture>> | undefined

interface Conversation {
  id: string
  customer_mail: string
  staff_mail: string
  customer_email: string
}

async function post(path: string, body: unknown, visitor: number) {
  const response = await fetch(`${stack.pbUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${Math.floor(visitor / 250)}.${visitor % 250}` },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { conversationId?: string } }
}

async function conversations(token: string): Promise<Conversation[]> {
  const response = await fetch(`${stack.pbUrl}/api/collections/chat_conversations/records?perPage=500&fields=id,customer_mail,staff_mail,customer_email`, {
    headers: { Authorization: token },
  })
  return ((await response.json()) as { items: Conversation[] }).items
}

try {
  const token = await stack.superuserToken()
  await disableRateLimits(stack.pbUrl, token)
  const closes = await Promise.all(
    Array.from({ length: total }, async (_, visitor) => {
      const first = await post('/api/site/chat', { message: 'How much may I weigh?', customerEmail: `fault${visitor}@example.nl`, locale: visitor % 2 ? 'nl' : 'en' }, visitor)
      const conversationId = first.body.conversationId
      await post('/api/site/chat', { message: 'And how far ahead should I book?', conversationId, locale: 'en' }, visitor)
      return (await post('/api/site/chat/close', { conversationId, isAutoClose: visitor % 2 === 0 }, visitor)).status
    }),
  )
  const afterCloses = await conversations(token)
  const failedWhileDown = afterCloses.filter((item) => item.customer_mail === 'failed').length

  lateMail = await startMailCapture(lateSmtpPort)
  const started = Date.now()
  let stored = afterCloses
  while (Date.now() - started < 5 * 60_000) {
    stored = await conversations(token)
    if (stored.every((item) => item.customer_mail === 'sent' && item.staff_mail === 'sent')) break
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
  const mails = (await (await fetch(`${lateMail.url}/messages`)).json()) as { to: string[]; text: string }[]
  const exactlyOnce = stored.filter(
    (item) =>
      mails.filter((mail) => mail.to.includes(item.customer_email)).length === 1 &&
      mails.filter((mail) => mail.text.includes(`Reference: ${item.id.slice(0, 8)}`)).length === 1,
  ).length
  const report = {
    conversations: total,
    closedWhileSmtpDown: closes.filter((status) => status === 200).length,
    transcriptFailuresRecorded: failedWhileDown,
    secondsUntilAllDelivered: Math.round((Date.now() - started) / 1000),
    conversationsWithBothTranscriptsExactlyOnce: exactlyOnce,
    mailsReceived: mails.length,
  }
  console.log(JSON.stringify(report, null, 2))
  if (report.closedWhileSmtpDown !== total || exactlyOnce !== total || mails.length !== 2 * total) process.exitCode = 1
} finally {
  await lateMail?.close()
  await stack.stop()
}
