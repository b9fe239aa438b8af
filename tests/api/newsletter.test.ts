import { describe, expect, inject, it } from 'vitest'
import { readMailbox, waitForMail, type MailMessage } from '../support/mailbox'
import { superuserClient } from '../support/pocketbase'
import { freePort, startMailCapture, startStack } from '../support/stack'

let ipCounter = 1
function subscribe(body: unknown, contentType = 'application/json') {
  return fetch(`${inject('pbUrl')}/api/site/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': `192.0.2.${ipCounter++ % 250}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const linkIn = (mail: MailMessage, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`https?://\\S+/newsletter/${kind}\\?token=[A-Za-z0-9]+`).exec(mail.text)
  if (!match) throw new Error(`no ${kind} link in: ${mail.text}`)
  return match[0]
}

/** The page's button: a plain form posted to the page's own address. */
const pressButton = (link: string) =>
  fetch(link, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' })

const subscriber = async (email: string) =>
  superuserClient().collection('newsletter_subscribers').getFirstListItem(`email = "${email}"`)

const mailsTo = async (email: string) => (await readMailbox(inject('mailboxUrl'))).filter((mail) => mail.to.includes(email))

describe('newsletter double opt-in', () => {
  it('confirms with the page’s button, sends the guide once, and unsubscribes', async () => {
    const email = `guide-${Date.now()}@example.nl`
    expect((await subscribe({ name: 'Fleur', email, locale: 'nl' })).status).toBe(200)
    expect(await subscriber(email)).toMatchObject({ status: 'pending', locale: 'nl', confirm_mail: 'sent' })

    const confirmation = await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(email))
    expect(confirmation.subject).toBe('Bevestig uw aanmelding voor de gratis gids')
    const confirmLink = linkIn(confirmation, 'confirm')
    expect(new URL(confirmLink).pathname).toBe('/nl/newsletter/confirm')
    expect(linkIn(confirmation, 'unsubscribe')).toContain('/nl/newsletter/unsubscribe?token=')

    // A second sign-up is harmless: same answer, no second mail right away.
    expect((await subscribe({ name: 'Fleur', email, locale: 'nl' })).status).toBe(200)
    expect(await mailsTo(email)).toHaveLength(1)

    // Opening the link (a person, a mail scanner, a link preview) changes nothing: it shows the page.
    const opened = await fetch(confirmLink)
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('Bevestig mijn aanmelding')
    for (const method of ['GET', 'HEAD']) {
      const oldLink = await fetch(confirmLink.replace('/nl/newsletter/confirm', '/api/site/newsletter/confirm'), { method, redirect: 'manual' })
      expect(oldLink.status).toBe(303)
      expect(oldLink.headers.get('location')).toBe(`/nl/newsletter/confirm${new URL(confirmLink).search}`)
    }
    expect(await subscriber(email)).toMatchObject({ status: 'pending' })

    const confirmed = await pressButton(confirmLink)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/nl/newsletter/confirmed')
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', guide_mail: 'sent' })
    const guide = await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(email) && mail.subject.startsWith('Uw gratis gids'))
    expect(guide.subject).toBe('Uw gratis gids: uw eerste parachutesprong')
    expect(guide.text).toContain('100 kg')
    expect(guide.text).toContain('Afmelden:')

    await pressButton(confirmLink)
    expect(await mailsTo(email)).toHaveLength(2)

    const unsubscribeLink = linkIn(guide, 'unsubscribe')
    await fetch(unsubscribeLink, { method: 'HEAD' })
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' })
    const unsubscribed = await pressButton(unsubscribeLink)
    expect(unsubscribed.headers.get('location')).toBe('/nl/newsletter/unsubscribed')
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' })
  })

  it('sends English mail to English visitors and supports one-click unsubscribe (RFC 8058)', async () => {
    const email = `english-${Date.now()}@example.nl`
    await subscribe({ name: 'Oliver', email, locale: 'en' })
    const confirmation = await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(email))
    expect(confirmation.subject).toBe('Confirm your sign-up for the free guide')
    expect(new URL(linkIn(confirmation, 'confirm')).pathname).toBe('/newsletter/confirm')
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const oneClickUrl = /^<(https?:\/\/\S+)>$/.exec(confirmation.headers['list-unsubscribe'] ?? '')?.[1]
    expect(oneClickUrl).toMatch(/\/api\/site\/newsletter\/unsubscribe\?token=/)
    const oneClick = await fetch(oneClickUrl!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    })
    expect(oneClick.status).toBe(200)
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' })
  })

  it('sends an unknown or malformed token to the invalid-link page', async () => {
    for (const token of ['x'.repeat(40), 'short', '']) {
      const opened = await fetch(`${inject('pbUrl')}/api/site/newsletter/confirm?token=${token}`, { redirect: 'manual' })
      expect(opened.status).toBe(303)
      expect(opened.headers.get('location')).toBe('/newsletter/invalid-link')
      const pressed = await pressButton(`${inject('pbUrl')}/newsletter/confirm?token=${token}`)
      expect(pressed.headers.get('location')).toBe('/newsletter/invalid-link')
    }
  })

  it.each([
    [{ name: 'A', email: 'a@example.nl' }, 'name', 'Please enter your name (2 to 30 letters)'],
    [{ name: 'Anna', email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
    [{ name: '<script>x</script>', email: 'a@example.nl' }, 'form', 'Form validation failed. Please check your input.'],
  ])('refuses %o with a clear message and stores nothing', async (body, field, message) => {
    const response = await subscribe({ ...body, locale: 'en' })
    expect(response.status).toBe(400)
    const answer = await response.json()
    expect(answer.errors[field].message).toBe(message)
    const stored = await superuserClient()
      .collection('newsletter_subscribers')
      .getFullList({ filter: `email = "${body.email}"` })
    expect(stored).toHaveLength(0)
  })

  it('refuses a form post with 415', async () => {
    expect((await subscribe('name=x', 'application/x-www-form-urlencoded')).status).toBe(415)
  })
})

describe('a confirmation mail that fails', () => {
  it('is retried by the cron job, as the enquiry mails are, once the mail server is back', async () => {
    const smtpPort = await freePort()
    const stack = await startStack({ env: { SMTP_PORT: String(smtpPort) } })
    try {
      const email = `retry-${Date.now()}@example.nl`
      const signedUp = await fetch(`${stack.pbUrl}/api/site/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Fleur', email, locale: 'en' }),
      })
      expect(signedUp.status).toBe(200)
      const admin = superuserClient(stack.pbUrl, await stack.superuserToken())
      const stored = await admin.collection('newsletter_subscribers').getFirstListItem(`email = "${email}"`)
      expect(stored).toMatchObject({ status: 'pending', confirm_mail: 'failed', mail_attempts: 1 })
      expect(Date.parse(String(stored.mail_next_attempt_at).replace(' ', 'T'))).toBeGreaterThan(Date.now())

      const mail = await startMailCapture(smtpPort)
      try {
        await admin.collection('newsletter_subscribers').update(stored.id, { mail_next_attempt_at: new Date(Date.now() - 1000).toISOString().replace('T', ' ') })
        await admin.send('/api/crons/newsletter-mail-retry', { method: 'POST' })
        const confirmation = await waitForMail(mail.url, (message) => message.to.includes(email))
        expect(confirmation.subject).toBe('Confirm your sign-up for the free guide')
        expect(await admin.collection('newsletter_subscribers').getOne(stored.id)).toMatchObject({ confirm_mail: 'sent', mail_attempts: 0 })
      } finally {
        await mail.close()
      }
    } finally {
      await stack.stop()
    }
  }, 60_000)
})
