// Fault: the mail server is down during a burst of enquiries, then comes up.
// Every enquiry must be stored at once, and every mail delivered exactly once
// by the retry job afterwards. Takes about three minutes (the job runs each minute).
//   node scripts/load/fault-smtp-down.ts        (FAULT_TOTAL to change the burst)
import { freePort, startMailCapture, startStack } from '../../tests/support/stack.ts'
import { sendEnquiries, storedEnquiries, disableRateLimits } from './common.ts'

const total = Number(process.env.FAULT_TOTAL ?? 100)
const lateSmtpPort = await freePort()
const stack = await startStack({ publicDir: 'dist', env: { SMTP_PORT: String(lateSmtpPort) } })
let lateMail: Awaited<ReturnType<typeof startMailCapture>> | undefined
try {
  const token = await stack.superuserToken()
  await disableRateLimits(stack.pbUrl, token)
  const outcomes = await sendEnquiries(stack.pbUrl, total, 10)
  const accepted = outcomes.filter((outcome) => outcome.status === 201).length
  const afterBurst = await storedEnquiries(stack.pbUrl, token)
  const failedWhileDown = afterBurst.filter((item) => item.staff_mail === 'failed').length

  lateMail = await startMailCapture(lateSmtpPort)
  const started = Date.now()
  let stored = afterBurst
  while (Date.now() - started < 5 * 60_000) {
    stored = await storedEnquiries(stack.pbUrl, token)
    if (stored.every((item) => item.staff_mail === 'sent' && item.customer_mail === 'sent')) break
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
  const mails = (await (await fetch(`${lateMail.url}/messages`)).json()) as { to: string[]; text: string }[]
  const staffMailsPerEnquiry = stored.map((item) => mails.filter((mail) => mail.text.includes(`Reference: ${item.id}`)).length)
  const report = {
    burst: total,
    acceptedWhileSmtpDown: accepted,
    storedAfterBurst: afterBurst.length,
    mailFailuresRecorded: failedWhileDown,
    secondsUntilAllDelivered: Math.round((Date.now() - started) / 1000),
    enquiriesWithStaffMailExactlyOnce: staffMailsPerEnquiry.filter((count) => count === 1).length,
    mailsReceived: mails.length,
  }
  console.log(JSON.stringify(report, null, 2))
  const ok =
    accepted === total &&
    afterBurst.length === total &&
    report.enquiriesWithStaffMailExactlyOnce === total &&
    mails.length === 2 * total
  if (!ok) process.exitCode = 1
} finally {
  await lateMail?.close()
  await stack.stop()
}
