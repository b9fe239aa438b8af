import type { Page } from '@playwright/test'
import { waitForMail } from '../support/mailbox'
import { expect, test } from './fixtures'

const mailbox = () => process.env.MAILBOX_URL!

const languages = [
  {
    lang: 'en',
    start: '/about',
    faq: '/faq',
    contact: '/contact',
    open: 'Chat with our AI assistant',
    panel: 'Chat assistant',
    welcome: /I am the AI assistant of ParaPro Skydiving/,
    input: 'Your message',
    name: 'Name (optional)',
    startChat: 'Start chat',
    weightQuestion: 'How much may I weigh for a tandem jump?',
    weightAnswer: 'The weight limit for a tandem jump is 100 kg body weight',
    faqTitle: 'Frequently asked questions about skydiving',
    priceQuestion: 'how much does a tandem jump cost',
    priceAnswer: 'on request',
    end: 'End chat',
    farewell: /A link to the transcript of this conversation is on its way to/,
    sendTranscript: 'Send me the transcript',
    transcriptSent: 'The transcript is on its way',
    talk: 'Talk to a person',
    enquiry: 'Send the enquiry form with this conversation',
    message: 'Message',
    subject: 'Your conversation with ParaPro Skydiving',
    you: 'You',
  },
  {
    lang: 'nl',
    start: '/nl/about',
    faq: '/nl/faq',
    contact: '/nl/contact',
    open: 'Chat met onze AI-assistent',
    panel: 'Chatassistent',
    welcome: /Ik ben de AI-assistent van ParaPro Skydiving/,
    input: 'Uw bericht',
    name: 'Naam (optioneel)',
    startChat: 'Chat starten',
    weightQuestion: 'Hoeveel mag ik wegen voor een tandemsprong?',
    weightAnswer: 'De gewichtsgrens voor een tandemsprong is 100 kg lichaamsgewicht',
    faqTitle: 'Veelgestelde vragen over parachutespringen',
    priceQuestion: 'wat kost een tandemsprong',
    priceAnswer: 'op aanvraag',
    end: 'Chat beëindigen',
    farewell: /Een link naar het verslag van dit gesprek is onderweg naar/,
    sendTranscript: 'Stuur mij het verslag',
    transcriptSent: 'Het verslag is onderweg',
    talk: 'Met een medewerker praten',
    enquiry: 'Aanvraagformulier met dit gesprek versturen',
    message: 'Bericht',
    subject: 'Uw gesprek met ParaPro Skydiving',
    you: 'U',
  },
] as const

let visitor = 1
/** Each test is its own visitor for the chat's per-visitor limits. */
async function asNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${visitor++}` })
}

type Texts = (typeof languages)[number]

async function openChat(page: Page, l: Texts) {
  await page.getByRole('button', { name: l.open }).click()
  const panel = page.getByRole('dialog', { name: l.panel })
  await expect(panel).toBeVisible()
  return panel
}

/** Asks the first question and passes the details gate. */
async function startConversation(page: Page, l: Texts, question: string, email: string) {
  const panel = await openChat(page, l)
  await expect(panel.getByText(l.welcome)).toBeVisible()
  const input = panel.getByRole('textbox', { name: l.input })
  await expect(input).toBeFocused()
  await input.fill(question)
  await input.press('Enter')
  const start = panel.getByRole('button', { name: l.startChat })
  await expect(start).toBeDisabled()
  await expect(panel.getByRole('textbox', { name: l.input })).toBeDisabled()
  await panel.getByRole('textbox', { name: l.name }).fill('Zoë van der Berg')
  await panel.getByRole('textbox', { name: /E-mail/ }).fill(email)
  await start.click()
  return panel
}

for (const l of languages) {
  test(`${l.lang}: details gate, an answer with its source, a reload, the close and the transcript`, async ({ page, consoleProblems }) => {
    await asNewVisitor(page)
    const email = `chat-${l.lang}-${Date.now()}@example.nl`
    await page.goto(l.start)
    const panel = await startConversation(page, l, l.weightQuestion, email)
    await expect(panel.getByText(l.weightAnswer)).toBeVisible()

    // The source is a link to the page the answer comes from; the conversation stays on the way there.
    await panel.getByRole('link', { name: l.faqTitle }).click()
    await expect(page).toHaveURL(new RegExp(`${l.faq}$`))
    await expect(page.getByRole('dialog', { name: l.panel }).getByText(l.weightAnswer)).toBeVisible()

    await page.reload()
    await expect(page.getByRole('dialog', { name: l.panel }).getByText(l.weightAnswer)).toBeVisible()

    await page.getByRole('dialog', { name: l.panel }).getByRole('button', { name: l.end }).click()
    await expect(page.getByText(l.farewell)).toContainText(email)
    // Three seconds later everything is cleared and the panel is closed.
    await expect(page.getByRole('button', { name: l.open })).toBeVisible({ timeout: 6_000 })
    await expect(page.getByRole('dialog', { name: l.panel })).toHaveCount(0)

    // The address gets a link first; its page's button sends the transcript there.
    const offer = await waitForMail(mailbox(), (mail) => mail.to.includes(email))
    expect(offer.text).not.toContain(l.weightQuestion)
    const link = new URL(/https?:\/\/\S+\/chat\/transcript\?token=\w+/.exec(offer.text)![0])
    await page.goto(link.pathname + link.search)
    await page.getByRole('button', { name: l.sendTranscript }).click()
    await expect(page.getByRole('heading', { level: 1, name: l.transcriptSent })).toBeVisible()
    const transcript = await waitForMail(mailbox(), (mail) => mail.to.includes(email) && mail.id !== offer.id)
    expect(transcript.subject).toBe(l.subject)
    expect(transcript.text).toContain(`${l.you}: ${l.weightQuestion}`)
    expect(transcript.text).toContain(l.weightAnswer)
    expect(transcript.text).toContain(`${l.faqTitle} (`)

    // A new conversation starts with the welcome and the details gate again.
    await openChat(page, l)
    await expect(page.getByRole('dialog', { name: l.panel }).getByText(l.weightAnswer)).toHaveCount(0)
    expect(consoleProblems).toEqual([])
  })

  test(`${l.lang}: talk to a person opens the enquiry form with the conversation in the message`, async ({ page, consoleProblems }) => {
    await asNewVisitor(page)
    await page.goto(l.start)
    const panel = await startConversation(page, l, l.priceQuestion, `handoff-${l.lang}-${Date.now()}@example.nl`)
    await expect(panel.getByText(l.priceAnswer, { exact: false })).toBeVisible()
    await panel.getByRole('button', { name: l.talk }).click()
    await panel.getByRole('button', { name: l.enquiry }).click()
    await expect(page).toHaveURL(new RegExp(`${l.contact}\\?tab=contact#contact$`))
    await expect(page.locator('#contact').getByRole('textbox', { name: l.message })).toHaveValue(new RegExp(l.priceQuestion))
    // The panel made way; the conversation is still there behind the button.
    await expect(page.getByRole('button', { name: l.open })).toBeVisible()
    expect(consoleProblems).toEqual([])
  })
}

test('the keyboard opens and closes the chat, and the full window is a dialog', async ({ page, consoleProblems }) => {
  await asNewVisitor(page)
  await page.goto('/services')
  const open = page.getByRole('button', { name: 'Chat with our AI assistant' })
  await open.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog', { name: 'Chat assistant' })
  await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeFocused()
  await panel.getByRole('button', { name: 'Expand to the full window' }).click()
  await expect(panel).toHaveAttribute('aria-modal', 'true')
  const box = await panel.boundingBox()
  expect(box?.width).toBe(page.viewportSize()?.width)
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await expect(open).toBeFocused()
  expect(consoleProblems).toEqual([])
})

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('the button sits beside the booking widget and the panel fits', async ({ page, consoleProblems }) => {
    await asNewVisitor(page)
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Chat with our AI assistant' })
    const booking = page.getByRole('region', { name: 'Book a jump' }).getByRole('button', { name: 'Book a jump' })
    const [chatBox, bookingBox] = [await open.boundingBox(), await booking.boundingBox()]
    expect(chatBox && bookingBox).toBeTruthy()
    expect(bookingBox!.x + bookingBox!.width).toBeLessThanOrEqual(chatBox!.x)
    expect(chatBox!.x + chatBox!.width).toBeLessThanOrEqual(320)
    await open.click()
    const panel = await page.getByRole('dialog', { name: 'Chat assistant' }).boundingBox()
    expect(panel!.x).toBeGreaterThanOrEqual(0)
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(320)
    expect(consoleProblems).toEqual([])
  })
})

test.describe('with the cookie banner showing', () => {
  test.use({ storedConsent: null })

  test('the banner lies over the chat button, never the other way round', async ({ page }) => {
    await asNewVisitor(page)
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Chat with our AI assistant' })
    await expect(open).toBeAttached()
    await expect(page.locator('[data-cookie-banner]')).toBeVisible()
    const box = (await open.boundingBox())!
    const bannerOnTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-cookie-banner]') !== null, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    })
    expect(bannerOnTop).toBe(true)
  })
})
