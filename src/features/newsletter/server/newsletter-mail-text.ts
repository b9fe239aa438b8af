import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { experienceFacts, jumpRules, leadTimesWeeks, tandemWeightLimitKg, termsRules } from '~/content/facts'
import type { Locale } from '~/lib/i18n/locales'
import { mailGreeting } from '~/lib/i18n/mail-greeting'
import { translate } from '~/lib/i18n/translate-in-hooks'

export interface Subscriber {
  name: string
  locale: Locale
}

export interface NewsletterLinks {
  confirm: string
  unsubscribe: string
}

export interface MailText {
  subject: string
  text: string
}

function letter(subscriber: Subscriber, links: NewsletterLinks, appName: string, subject: string, paragraphs: string[]): MailText {
  const t = (descriptor: MessageDescriptor) => translate(descriptor, subscriber.locale)
  const { name } = subscriber
  const unsubscribe = links.unsubscribe
  const greeting = mailGreeting(name, subscriber.locale)
  return { subject, text: [greeting, ...paragraphs, appName, '--', t(msg`Unsubscribe: ${unsubscribe}`)].join('\n\n') }
}

/** The double opt-in mail: nothing else is sent until the link in it is followed. */
export function confirmationMailText(subscriber: Subscriber, links: NewsletterLinks, appName: string): MailText {
  const t = (descriptor: MessageDescriptor) => translate(descriptor, subscriber.locale)
  return letter(subscriber, links, appName, t(msg`Confirm your sign-up for the free guide`), [
    t(msg`Thank you for signing up. Please confirm your e-mail address with the link below; then we will send you the free guide.`),
    links.confirm,
    t(msg`Did not sign up? Then there is nothing to do: without confirmation you will not hear from us.`),
  ])
}

/** The free guide, written from the business facts so it says what the site says. */
export function guideMailText(subscriber: Subscriber, links: NewsletterLinks, appName: string): MailText {
  const t = (descriptor: MessageDescriptor) => translate(descriptor, subscriber.locale)
  const helicopterMinutes = experienceFacts.helicopterMinutes
  const balloonHours = experienceFacts.balloonHours
  const [tandemFrom, tandemTo] = leadTimesWeeks.tandem
  const [exclusiveFrom, exclusiveTo] = leadTimesWeeks.exclusive
  const maxWeight = tandemWeightLimitKg
  const { min: typicalMin, max: typicalMax } = jumpRules.typicalWeightKg
  const minimumAge = jumpRules.minimumAge
  const visibility = jumpRules.weatherMinimums.visibilityKm
  const wind = jumpRules.weatherMinimums.windMetresPerSecond
  const rebookMonths = termsRules.rebookWithinMonths
  const mediaHours = experienceFacts.mediaDeliveryHours
  return letter(subscriber, links, appName, t(msg`Your free guide: your first skydive`), [
    t(msg`Your first skydive, step by step.`),
    t(
      msg`Choose your jump. A tandem jump from an aircraft is the classic first jump. A helicopter jump is possible all year round and takes about ${helicopterMinutes} minutes from briefing to landing. A hot air balloon jump takes about ${balloonHours} hours and is possible from April to October.`,
    ),
    t(
      msg`Book in time. Standard tandem jumps: ${tandemFrom} to ${tandemTo} weeks ahead. Helicopter and balloon jumps: ${exclusiveFrom} to ${exclusiveTo} weeks ahead.`,
    ),
    t(
      msg`Check the requirements. Tandem jumps are possible up to ${maxWeight} kg body weight; most participants weigh between ${typicalMin} and ${typicalMax} kg and are ${minimumAge} or older. The age limit depends on the kind of jump: ask us.`,
    ),
    t(
      msg`Weather decides. We jump with at least ${visibility} km visibility, wind under ${wind} m/s and no precipitation. If the weather does not allow it, you can make up your jump within ${rebookMonths} months of the set date.`,
    ),
    t(
      msg`On the day: a safety briefing, an equipment check, the jump and a safe landing with your instructor. Wear comfortable clothes and trainers that suit the weather.`,
    ),
    t(msg`Want photos or video? Media files are delivered within ${mediaHours} hours.`),
    t(msg`Questions or ready to book? Reply to this e-mail or ask for a quote on our website.`),
  ])
}
