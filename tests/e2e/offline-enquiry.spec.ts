import { isStaffMailAbout, readMailbox, waitForMail } from '../support/mailbox'
import { expect, gotoHydrated, test } from './fixtures'
import { countRecords } from './pocketbase-admin'
import { waitForServiceWorker } from './pwa-support'

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const mailbox = () => process.env.MAILBOX_URL!

const languages = [
  {
    locale: 'en',
    path: '/contact',
    fields: { name: /^Name/, email: /^Email/, service: /^Service interest/, message: /^Message/ },
    send: 'Send message',
    queued: 'You are offline: your enquiry is saved',
    delivered: 'Your saved enquiry has been sent',
  },
  {
    locale: 'nl',
    path: '/nl/contact',
    fields: { name: /^Naam/, email: /^E-mailadres/, service: /^Gewenste dienst/, message: /^Bericht/ },
    send: 'Verstuur bericht',
    queued: 'U bent offline: uw aanvraag is bewaard',
    delivered: 'Uw bewaarde aanvraag is verzonden',
  },
] as const

for (const language of languages) {
  test(`an enquiry sent offline in ${language.locale} arrives exactly once after reconnecting`, async ({
    page,
    context,
    consoleProblems,
  }) => {
    const email = `offline-${language.locale}-${Date.now()}@example.nl`
    const byEmail = `email = "${email}"`
    await gotoHydrated(page, language.path)
    await waitForServiceWorker(page)

    await context.setOffline(true)
    const panel = page.getByRole('tabpanel')
    await panel.getByLabel(language.fields.name).fill('Femke Visser')
    await panel.getByLabel(language.fields.email).fill(email)
    await panel.getByLabel(language.fields.service).selectOption('tandem-jump')
    await panel.getByLabel(language.fields.message).fill('Written at the drop zone without a signal.')
    await panel.getByRole('button', { name: language.send }).click()
    await expect(page.getByText(language.queued)).toBeVisible()
    await expect(panel.getByLabel(language.fields.email)).toHaveValue('')
    expect(await countRecords('enquiries', byEmail)).toBe(0)

    await context.setOffline(false)
    await expect(page.getByText(language.delivered)).toBeVisible({ timeout: 20_000 })
    await expect.poll(() => countRecords('enquiries', byEmail)).toBe(1)
    await waitForMail(mailbox(), (mail) => isStaffMailAbout(mail, email))
    await waitForMail(mailbox(), (mail) => mail.to.includes(email))

    // A later visit asks the worker to deliver again: the outbox is empty, nothing is sent twice.
    await page.reload()
    await waitForServiceWorker(page)
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2000)))
    expect(await countRecords('enquiries', byEmail)).toBe(1)
    const mails = await readMailbox(mailbox())
    expect(mails.filter((mail) => isStaffMailAbout(mail, email))).toHaveLength(1)
    expect(mails.filter((mail) => mail.to.includes(email))).toHaveLength(1)
    expect(consoleProblems).toEqual([])
  })
}
