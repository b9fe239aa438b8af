/**
 * Client for the test mailbox served by the test stack (see stack.ts):
 * `GET {url}/messages` lists the captured e-mails, `DELETE {url}/messages`
 * clears them. Usable from any process (Vitest workers, Playwright tests).
 */

/** One e-mail captured by the stack's SMTP server. */
export interface MailMessage {
  /** Sequence number within this stack run, as a string ("1", "2", ...). */
  id: string
  /** The From header as text, e.g. `ParaPro Skydiving <no-reply@parapro.test>`. */
  from: string
  /** Recipient addresses (lower case) from the SMTP envelope. */
  to: string[]
  subject: string
  /** Plain-text body ('' if the mail had none). */
  text: string
  /** HTML body ('' if the mail had none). */
  html: string
  /** The headers, names in lower case (one value each: the last). */
  headers: Record<string, string>
  /** When the SMTP server received the mail (ISO 8601). */
  date: string
}

function messagesUrl(url: string): string {
  return `${url.replace(/\/+$/, '')}/messages`
}

/** All captured e-mails, oldest first. */
export async function readMailbox(url: string): Promise<MailMessage[]> {
  const response = await fetch(messagesUrl(url))
  if (!response.ok) {
    throw new Error(`mailbox: GET ${messagesUrl(url)} answered ${response.status}`)
  }
  return (await response.json()) as MailMessage[]
}

/** Removes every captured e-mail. */
export async function clearMailbox(url: string): Promise<void> {
  const response = await fetch(messagesUrl(url), { method: 'DELETE' })
  if (!response.ok) {
    throw new Error(`mailbox: DELETE ${messagesUrl(url)} answered ${response.status}`)
  }
}

/**
 * Polls the mailbox until an e-mail matches `predicate` and returns the first
 * match (oldest first). Rejects after `timeoutMs`, listing what did arrive.
 */
export async function waitForMail(
  url: string,
  predicate: (message: MailMessage) => boolean,
  timeoutMs = 10_000,
): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs
  let seen: MailMessage[]
  for (;;) {
    seen = await readMailbox(url)
    const match = seen.find(predicate)
    if (match) return match
    if (Date.now() >= deadline) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const summary = seen.length
    ? seen.map((m) => `  - to ${m.to.join(', ')}: ${JSON.stringify(m.subject)}`).join('\n')
    : '  (none)'
  throw new Error(`mailbox: no matching e-mail within ${timeoutMs} ms; received:\n${summary}`)
}

/**
 * The newest e-mail to `address` that arrived at or after `since` (ms) and matches `predicate`:
 * for addresses that get the same kind of mail more than once in a run.
 */
export async function waitForNewMail(
  url: string,
  address: string,
  since: number,
  predicate: (message: MailMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<MailMessage> {
  const to = sentTo(address)
  return waitForMail(url, (message) => to(message) && Date.parse(message.date) >= since - 1000 && predicate(message), timeoutMs)
}

/** The set-up link of a staff enrolment mail: the path with its token, e.g. /admin/auth?enrol=…. */
export function enrolmentLinkPath(message: MailMessage): string {
  const link = /https?:\/\/\S+\/admin\/auth\?enrol=[A-Za-z0-9]+/.exec(message.text)?.[0]
  if (!link) throw new Error(`no set-up link in ${JSON.stringify(message.text)}`)
  const url = new URL(link)
  return url.pathname + url.search
}

/** Predicate helper: the e-mail was sent to `address` (case-insensitive). */
export function sentTo(address: string): (message: MailMessage) => boolean {
  const wanted = address.toLowerCase()
  return (message) => message.to.includes(wanted)
}

/** The staff notification of the enquiry sent from `email` (the customer's confirmation repeats the address too). */
export function isStaffMailAbout(message: MailMessage, email: string): boolean {
  return message.text.includes(`Email: ${email}`) && !message.to.includes(email)
}
