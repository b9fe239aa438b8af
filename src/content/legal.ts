import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { configuredMeasurementId } from '~/lib/analytics-config'
import { addressLine, type SiteFacts } from '~/lib/site-facts-shape'
import { business, tandemWeightLimitKg, termsRules } from './facts'

// Limits come from the facts module; the contact details and registrations from the details staff
// set (decision 025), each quoted only when set. The documents quote them, never copy them.
const legalName = business.legalName
const weightLimit = tandemWeightLimitKg

const rebookMonths = termsRules.rebookWithinMonths
const complaintDays = termsRules.complaintWithinDays
const handledDays = termsRules.complaintHandledWithinDays
const court = termsRules.court
const retentionYears = termsRules.customerDataYears

/** product §3: the consent record is stored locally under this key. */
export const consentStorageKey = 'cookieConsent'

export interface LegalSection {
  /** Anchor of the section, e.g. "cookies" for /privacy#cookies. */
  id: string
  title: MessageDescriptor
  paragraphs: readonly MessageDescriptor[]
  /** The company's details, shown as the lines of an address block after the paragraphs. */
  details?: readonly MessageDescriptor[]
  /** Points shown as a list after the paragraphs. */
  points?: readonly MessageDescriptor[]
}

export interface LegalDocument {
  intro: MessageDescriptor
  sections: readonly LegalSection[]
}

/** Name, address, registrations and e-mail address: the lines of those that staff have set. */
function companyDetails({ address, registrations, email }: SiteFacts): MessageDescriptor[] {
  const place = address && addressLine(address)
  const kvk = registrations?.chamberOfCommerce
  const vat = registrations?.vat
  return [
    place ? msg`${legalName}, ${place}, the Netherlands` : msg`${legalName}, the Netherlands`,
    kvk && msg`Chamber of Commerce (KvK) number ${kvk}`,
    vat && msg`VAT number ${vat}`,
    email && msg`E-mail: ${email}`,
  ].filter((line): line is MessageDescriptor => Boolean(line))
}

function complaintChannel({ email, address }: SiteFacts): MessageDescriptor {
  if (email && address) {
    return msg`Are you not satisfied? Send us your complaint in writing within ${complaintDays} days after the jump or service, by e-mail to ${email} or by post to our address. We handle your complaint within ${handledDays} days.`
  }
  if (email) {
    return msg`Are you not satisfied? Send us your complaint in writing within ${complaintDays} days after the jump or service, by e-mail to ${email}. We handle your complaint within ${handledDays} days.`
  }
  return msg`Are you not satisfied? Send us your complaint in writing within ${complaintDays} days after the jump or service, through the contact form on this site. We handle your complaint within ${handledDays} days.`
}

function privacyRequestChannel({ email }: SiteFacts): MessageDescriptor {
  return email
    ? msg`Send your request or question to ${email}; we reply within one month, as the GDPR requires. You may also lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).`
    : msg`Send your request or question through the contact form on this site; we reply within one month, as the GDPR requires. You may also lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).`
}

/** The terms, quoting the details staff have set ({} for none: the search index and the chat). */
export const termsWith = (facts: SiteFacts): LegalDocument => ({
  intro: msg`These general terms apply to every quote, booking and agreement for tandem jumps, demonstrations, corporate events, media production and rigging by ${legalName}. By booking with us you accept these terms.`,
  sections: [
    {
      id: 'company',
      title: msg`Who we are`,
      paragraphs: [],
      details: companyDetails(facts),
    },
    {
      id: 'booking',
      title: msg`Quotes and bookings`,
      paragraphs: [
        msg`Prices are on request. You receive a written quote based on your enquiry. A booking is final once we have confirmed it to you in writing or by e-mail.`,
        msg`For demonstrations and events, the agreed programme, location and time are part of the confirmation. Changes are only binding once we have confirmed them.`,
      ],
    },
    {
      id: 'prices',
      title: msg`Prices and payment`,
      paragraphs: [],
      points: [
        msg`All prices include VAT.`,
        msg`Payment is due before delivery: the full amount must be paid before the jump, demonstration or service takes place.`,
        msg`Amounts paid are not refunded. If a tandem jump cannot take place, you can make it up as described below.`,
      ],
    },
    {
      id: 'tandem',
      title: msg`Tandem jumps`,
      paragraphs: [
        msg`For safety reasons, tandem jumps are not possible above a body weight of ${weightLimit} kg. Please state your weight honestly when booking; an instructor may refuse the jump on the day if the limit is exceeded.`,
        msg`Follow the instructions of the instructor and the ground crew at all times. Tell us before the jump about any medical condition that may affect your safety.`,
      ],
    },
    {
      id: 'weather',
      title: msg`Weather and rescheduling`,
      paragraphs: [
        msg`A jump or demonstration only goes ahead when the weather and the circumstances are safe; our instructors and team leader decide this on the day.`,
        msg`If your tandem jump does not take place on the set date, for whatever reason, you can make it up within ${rebookMonths} months after that date. After this period the right to a jump lapses.`,
      ],
    },
    {
      id: 'complaints',
      title: msg`Complaints`,
      paragraphs: [complaintChannel(facts)],
    },
    {
      id: 'law',
      title: msg`Applicable law and disputes`,
      paragraphs: [
        msg`Dutch law applies to every agreement with us. Disputes are submitted exclusively to the competent court in ${court}, unless the law requires otherwise.`,
      ],
    },
  ],
})

/** What the cookie section says about analytics and marketing: what this build really loads. */
const measuringPoints = (analyticsOn: boolean): MessageDescriptor[] =>
  analyticsOn
    ? [
        msg`Analytics (off by default): if you allow it, Google Analytics counts visits: the pages you view, your device and browser, and your approximate location from a shortened IP address. Google processes these figures for us.`,
        msg`Marketing (off by default): if you allow it, Google's tags on this site may use advertising cookies to measure our advertising. Without it they set none.`,
      ]
    : [
        msg`Analytics and marketing (off by default): this site does not use them at the moment. No statistics or advertising script is loaded, whatever you choose; your choice applies if we start using them.`,
      ]

/** The privacy and cookie policy, quoting the details staff have set ({} for none). */
export const privacyWith = (facts: SiteFacts, analyticsOn = configuredMeasurementId !== undefined): LegalDocument => ({
  intro: msg`We handle your personal data with care and in line with the General Data Protection Regulation (GDPR). This policy explains which data this site keeps, why, for how long, and what your rights are. The cookie section explains what the site stores in your browser and lets you change your choice.`,
  sections: [
    {
      id: 'controller',
      title: msg`Who is responsible`,
      paragraphs: [msg`The controller of your personal data is:`],
      details: companyDetails(facts),
    },
    {
      id: 'data',
      title: msg`Which data we process`,
      paragraphs: [
        msg`We only process the data you give us or that is needed to run this site. The site takes no bookings or payments: a jump or show is agreed with you by e-mail or phone after your enquiry.`,
      ],
      points: [
        msg`Enquiries and quotes: your name, e-mail address, phone number and message, and the details you add such as date, location, number of participants or body weight for a tandem jump. We store the enquiry, send it to our team and send you a confirmation by e-mail.`,
        msg`Chat: the messages you send to the chat assistant, and your name and e-mail address if you ask for a person to reply. When the assistant uses an external language model to write an answer, your question is sent to that provider for that purpose only.`,
        msg`Newsletter: your name and e-mail address, only after you have confirmed your subscription.`,
        msg`Technical records: our server records requests to the forms, the chat and the weather service, with the time and your IP address, to keep the site secure and to limit abuse. These records are deleted after five days.`,
      ],
    },
    {
      id: 'purposes',
      title: msg`Why we use your data`,
      paragraphs: [],
      points: [
        msg`To answer your questions and send you a quote.`,
        msg`To carry out the agreement once you book with us, for example to plan your jump safely.`,
        msg`To meet legal obligations, such as keeping our accounts.`,
        msg`To send you news and offers, only with your consent.`,
      ],
    },
    {
      id: 'retention',
      title: msg`How long we keep your data`,
      paragraphs: [
        msg`We keep customer data for about ${retentionYears} years, the period Dutch tax law requires for our accounts. Enquiries and chat conversations that do not lead to an agreement are kept as long as we need them to answer and follow up, and erased when you ask. Newsletter data is kept until you unsubscribe.`,
      ],
    },
    {
      id: 'sharing',
      title: msg`Who receives your data`,
      paragraphs: [
        msg`We do not sell your data. We share it only with parties that help us carry out your booking or run this site (hosting, e-mail delivery and, for the chat, a language model provider), under a processing agreement, or when the law requires it.`,
      ],
    },
    {
      id: 'rights',
      title: msg`Your rights`,
      paragraphs: [msg`Under the GDPR you have the right to:`],
      points: [
        msg`access the personal data we hold about you;`,
        msg`have incorrect data corrected;`,
        msg`have your data erased;`,
        msg`restrict or object to the processing;`,
        msg`receive your data in a usable format (data portability);`,
        msg`withdraw your consent at any time.`,
      ],
    },
    {
      id: 'contact',
      title: msg`Questions and complaints`,
      paragraphs: [privacyRequestChannel(facts)],
    },
    {
      id: 'cookies',
      title: msg`Cookies`,
      paragraphs: [
        msg`This site stores a small amount of information in your browser. Essential storage is always on; analytics and marketing are off until you allow them. Your choice is stored in your browser under the name ${consentStorageKey}.`,
      ],
      points: [
        msg`Essential (always on): what the site needs to work for you: your language, your light or dark theme and your cookie choice; whether the booking buttons are open, for this visit; the last weather location you chose; an enquiry written without a connection, until it has been sent; your chat conversation, so that it continues on the next page; and copies of the pages you visited, so that they open offline.`,
        ...measuringPoints(analyticsOn),
      ],
    },
  ],
})
