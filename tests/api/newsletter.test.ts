import { describe, expect, inject, it } from 'vitest'
import { readMailbox, waitForMail, type MailMessage } from '../support/mailbox'
import { superuserClient } from '../support/pocketbase'

let ipCounter = 1
function subscribe(body: unknown, contentType = 'application/json') {
  return fetch(`${inject('pbUrl')}/api/site/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': `192.0.2.${ipCounter++ % 250}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const linkIn = (mail: MailMessage, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`https?://\\S+/api/site/newsletter/${kind}\\?token=[A-Za-z0-9]+`).exec(mail.text)
  if (!match) throw new Error(`no ${kind} link in: ${mail.text}`)
  return match[0]
}

const subscriber = async (email: string) =>
  superuserClient().collection('newsletter_subscribers').getFirstListItem(`email = "${email}"`)

const mailsTo = async (email: string) => (await readMailbox(inject('mailboxUrl'))).filter((mail) => mail.to.includes(email))

describe('newsletter double opt-in', () => {
  it('confirms, sends the guide once, and unsubscribes', async () => {
    const email = `guide-${Date.now()}@example.nl`
    expect((await subscribe({ name: 'Fleur', email, locale: 'nl' })).status).toBe(200)
    expect(await subscriber(email)).toMatchObject({ status: 'pending', locale: 'nl', confirm_mail: 'sent' })

    const confirmation = await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(email))
    expect(confirmation.subject).toBe('Bevestig uw aanmelding voor de gratis gids')
    expect(linkIn(confirmation, 'unsubscribe')).toContain('token=')

    // A second sign-up is harmless: same answer, no second mail right away.
    expect((await subscribe({ name: 'Fleur', email, locale: 'nl' })).status).toBe(200)
    expect(await mailsTo(email)).toHaveLength(1)

    const confirmed = await fetch(linkIn(confirmation, 'confirm'), { redirect: 'manual' })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/nl/newsletter/confirmed')
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', guide_mail: 'sent' })
    const guide = await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(email) && mail.subject.startsWith('Uw gratis gids'))
    expect(guide.subject).toBe('Uw gratis gids: uw eerste parachutesprong')
    expect(guide.text).toContain('100 kg')
    expect(guide.text).toContain('Afmelden:')

    await fetch(linkIn(confirmation, 'confirm'), { redirect: 'manual' })
    expect(await mailsTo(email)).toHaveLength(2)

    const unsubscribed = await fetch(linkIn(guide, 'unsubscribe'), { redirect: 'manual' })
    expect(unsubscribed.headers.get('location')).toBe('/nl/newsletter/unsubscribed')
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' })
  })

  it('sends English mail to English visitors and supports one-click unsubscribe', async () => {
    const email = `english-${Date.now()}@example.nl`
    await subscribe({ name: 'Oliver', email, locale: 'en' })
    const confirmation = await waitForMail(inject('mailboxUrl'), (mail) => mail.to.includes(email))
    expect(confirmation.subject).toBe('Confirm your sign-up for the free guide')
    const oneClick = await fetch(linkIn(confirmation, 'unsubscribe'), { method: 'POST', body: 'List-Unsubscribe=One-Click' })
    expect(oneClick.status).toBe(200)
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' })
  })

  it('sends an unknown or malformed token to the invalid-link page', async () => {
    for (const token of ['x'.repeat(40), 'short', '']) {
      const response = await fetch(`${inject('pbUrl')}/api/site/newsletter/confirm?token=${token}`, { redirect: 'manual' })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/newsletter/invalid-link')
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
