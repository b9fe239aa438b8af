import type { Locator } from '@playwright/test'
import { isStaffMailAbout, readMailbox, waitForMail } from '../support/mailbox'
import { expect, gotoHydrated, test } from './fixtures'

let client = 1
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.0.${client++ % 250}` })
})

const mailbox = () => process.env.MAILBOX_URL!

/** Fills the open tab panel; scoped so the footer's newsletter fields never match. */
type Tab = { tab: RegExp; fill: (panel: Locator, name: string, email: string) => Promise<void> }

const tabs: Record<'contact' | 'demo' | 'tandem' | 'corporate', Record<'en' | 'nl', Tab>> = {
  contact: {
    en: {
      tab: /^General$/,
      fill: async (panel, name, email) => {
        await panel.getByLabel(/^Name/).fill(name)
        await panel.getByLabel(/^Email/).fill(email)
        await panel.getByLabel(/^Service interest/).selectOption('helicopter-jump')
        await panel.getByLabel(/^Message/).fill('Could we jump from a helicopter in May?')
      },
    },
    nl: {
      tab: /^Algemeen$/,
      fill: async (panel, name, email) => {
        await panel.getByLabel(/^Naam/).fill(name)
        await panel.getByLabel(/^E-mailadres/).fill(email)
        await panel.getByLabel(/^Gewenste dienst/).selectOption('balloon-jump')
        await panel.getByLabel(/^Bericht/).fill('Kunnen wij in juni uit een luchtballon springen?')
      },
    },
  },
  demo: {
    en: {
      tab: /^Demo$/,
      fill: async (panel, name, email) => {
        await panel.getByLabel(/^Organizer name/).fill(name)
        await panel.getByLabel(/^Email/).fill(email)
        await panel.getByLabel(/^Demo type/).selectOption('half-time-show')
        await panel.getByLabel(/^Expected audience size/).fill('25000')
      },
    },
    nl: {
      tab: /^Demo$/,
      fill: async (panel, name, email) => {
        await panel.getByLabel(/^Naam organisator/).fill(name)
        await panel.getByLabel(/^E-mailadres/).fill(email)
        await panel.getByLabel(/^Soort demonstratie/).selectOption('opening-ceremony')
      },
    },
  },
  tandem: {
    en: {
      tab: /^Tandem$/,
      fill: async (panel, name, email) => {
        await panel.getByLabel(/^Jump type/).selectOption('standard-tandem')
        await panel.getByLabel(/^Your name/).fill(name)
        await panel.getByLabel(/^Email/).fill(email)
        await panel.getByLabel(/^Body weight/).fill('78')
      },
    },
    nl: {
      tab: /^Tandem$/,
      fill: async (panel, name, email) => {
        await panel.getByLabel(/^Soort sprong/).selectOption('helicopter-jump')
        await panel.getByLabel(/^Uw naam/).fill(name)
        await panel.getByLabel(/^E-mailadres/).fill(email)
        await panel.getByLabel(/^Lichaamsgewicht/).fill('64')
      },
    },
  },
  corporate: {
    en: {
      tab: /^Corporate$/,
      fill: async (panel, name, email) => {
        await panel.getByLabel(/^Company name/).fill('Example Logistics B.V.')
        await panel.getByLabel(/^Contact person/).fill(name)
        await panel.getByLabel(/^Corporate email/).fill(email)
        await panel.getByLabel(/^Event type/).selectOption('team-building')
      },
    },
    nl: {
      tab: /^Zakelijk$/,
      fill: async (panel, name, email) => {
        await panel.getByLabel(/^Contactpersoon/).fill(name)
        await panel.getByLabel(/^Zakelijk e-mailadres/).fill(email)
        await panel.getByLabel(/^Soort evenement/).selectOption('product-launch')
      },
    },
  },
}

/** The first line of the staff notification of each tab. */
const requestTitles = {
  contact: 'General enquiry',
  demo: 'Demonstration request',
  tandem: 'Tandem jump request',
  corporate: 'Corporate event request',
}

for (const [formType, languages] of Object.entries(tabs)) {
  for (const [locale, { tab, fill }] of Object.entries(languages)) {
    test(`the ${formType} tab in ${locale} reaches staff and customer by mail`, async ({ page, consoleProblems }) => {
      const name = `${formType === 'contact' ? 'Anne' : 'Bram'} ${locale === 'nl' ? 'de Jong' : 'Smith'}`
      const email = `${formType}-${locale}-${Date.now()}@example.nl`
      await gotoHydrated(page, locale === 'nl' ? '/nl/contact' : '/contact')
      await page.getByRole('tab', { name: tab }).click()
      const panel = page.getByRole('tabpanel')
      await fill(panel, name, email)
      await panel.getByRole('button', { name: formType === 'contact' ? /Send message|Verstuur bericht/ : /Request a quote|Vraag een offerte aan/ }).click()
      await expect(
        page.getByText(locale === 'nl' ? 'Bedankt! Uw bericht is verzonden.' : 'Thank you! Your message has been sent.'),
      ).toBeVisible()

      const confirmation = await waitForMail(mailbox(), (mail) => mail.to.includes(email))
      expect(confirmation.subject).toMatch(locale === 'nl' ? /Wij hebben uw aanvraag ontvangen/ : /We have received your enquiry/)
      const staff = await waitForMail(mailbox(), (mail) => isStaffMailAbout(mail, email))
      expect(staff.text).toContain(`Name: ${name}`)
      expect(staff.text.split('\n')[0]).toBe(`${requestTitles[formType as keyof typeof requestTitles]} from ${name}`)
      expect((await readMailbox(mailbox())).filter((mail) => isStaffMailAbout(mail, email))).toHaveLength(1)
      expect(consoleProblems).toEqual([])
    })
  }
}

test('what is typed in one tab is still there after another tab and a reload, and gone once sent', async ({ page, consoleProblems }) => {
  await gotoHydrated(page, '/contact')
  const general = page.getByRole('tabpanel')
  await general.getByLabel(/^Name/).fill('Lotte Bakker')
  await general.getByLabel(/^Message/).fill('Can I give a tandem jump as a present?')
  await page.getByRole('tab', { name: 'Tandem' }).click()
  await page.getByRole('tabpanel').getByLabel(/^Body weight/).fill('68')
  await page.getByRole('tab', { name: 'General' }).click()
  await expect(page.getByRole('tabpanel').getByLabel(/^Name/)).toHaveValue('Lotte Bakker')
  await expect(page.getByRole('tabpanel').getByLabel(/^Message/)).toHaveValue('Can I give a tandem jump as a present?')

  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('tabpanel').getByLabel(/^Name/)).toHaveValue('Lotte Bakker')
  await page.getByRole('tab', { name: 'Tandem' }).click()
  await expect(page.getByRole('tabpanel').getByLabel(/^Body weight/)).toHaveValue('68')

  await page.getByRole('tab', { name: 'General' }).click()
  const panel = page.getByRole('tabpanel')
  await panel.getByLabel(/^Email/).fill(`draft-${Date.now()}@example.nl`)
  await panel.getByLabel(/^Service interest/).selectOption('tandem-jump')
  await panel.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible()
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect(page.getByRole('tabpanel').getByLabel(/^Name/)).toHaveValue('')
  expect(consoleProblems).toEqual([])
})

test('the tandem tab explains the weight limit before anything is sent', async ({ page }) => {
  await gotoHydrated(page, '/contact')
  await page.getByRole('tab', { name: 'Tandem' }).click()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByText('For safety, tandem jumps are possible up to 100 kg body weight.')).toBeVisible()
  await panel.getByLabel(/^Body weight/).fill('112')
  await panel.getByRole('button', { name: 'Request a quote' }).click()
  await expect(page.getByText('Tandem jumps are possible up to 100 kg body weight', { exact: true })).toBeVisible()
})

test('the newsletter confirms by mail and then sends the guide', async ({ page, consoleProblems }) => {
  const email = `guide-${Date.now()}@example.nl`
  await gotoHydrated(page, '/nl/about')
  const signup = page.locator('footer')
  await signup.getByLabel(/^Naam/).fill('Fleur')
  await signup.getByLabel(/^E-mailadres/).fill(email)
  await signup.getByRole('button', { name: 'Stuur mij de gratis gids' }).click()
  await expect(page.getByText('Succes!')).toBeVisible()

  // The link opens a page whose button confirms (a mail scanner opening it changes nothing).
  const confirmation = await waitForMail(mailbox(), (mail) => mail.to.includes(email))
  const link = new URL(/https?:\/\/\S+\/nl\/newsletter\/confirm\?token=\w+/.exec(confirmation.text)![0])
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig uw aanmelding')
  await page.getByRole('button', { name: 'Bevestig mijn aanmelding' }).click()
  await expect(page).toHaveURL(/\/nl\/newsletter\/confirmed$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw aanmelding is bevestigd')
  const guide = await waitForMail(mailbox(), (mail) => mail.to.includes(email) && mail.subject.startsWith('Uw gratis gids'))
  expect(guide.text).toContain('Afmelden:')
  expect(consoleProblems).toEqual([])
})
