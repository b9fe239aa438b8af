import { msg } from '@lingui/core/macro'
import { jumpRules, tandemWeightLimitKg } from '~/content/facts'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { clearly, hint, no, type Intent } from './intent'
import { numberBefore, numbersIn, type Question } from './question'
import { ageWords, kilogramUnits, maximumWords, medicalWords, priceWords, weakPriceWords, weightWords, yearUnits } from './vocabulary'

const limit = tandemWeightLimitKg
const typicalMin = jumpRules.typicalWeightKg.min
const typicalMax = jumpRules.typicalWeightKg.max
const minimumAge = jumpRules.minimumAge

/** The visitor's own weight, when the message gives one ("I weigh 105", "105kg"). */
function statedWeight(question: Question): number | undefined {
  const withUnit = numberBefore(question, kilogramUnits)
  if (withUnit !== undefined) return withUnit
  const plausible = numbersIn(question).filter((value) => value >= 30 && value <= 250)
  return plausible.length === 1 ? plausible[0] : undefined
}

export const weightIntent: Intent = {
  id: 'weight',
  score: (question) => (weightWords.test(question) ? clearly + 1 : no),
  reply(question) {
    const { locale } = question
    const weight = statedWeight(question)
    const rule = translate(msg`Most tandem jumpers weigh between ${typicalMin} and ${typicalMax} kg. Tell us your weight when you book so we can plan the right equipment.`, locale)
    if (weight !== undefined && weight > limit) {
      return {
        text: `${translate(msg`At ${weight} kg a tandem jump is unfortunately not possible: the limit is ${limit} kg body weight, for the safety of you and your instructor.`, locale)}`,
        sources: ['faq', 'terms'],
        handoff: true,
      }
    }
    const lead =
      weight !== undefined
        ? translate(msg`At ${weight} kg you are within the tandem weight limit of ${limit} kg body weight.`, locale)
        : translate(msg`The weight limit for a tandem jump is ${limit} kg body weight, for the safety of you and your instructor.`, locale)
    return { text: `${lead} ${rule}`, sources: ['faq', 'terms'] }
  },
}

/** The visitor's (or their child's) age, when the message gives one ("14 jaar", "my son is 15"). */
function statedAge(question: Question): number | undefined {
  const withUnit = numberBefore(question, yearUnits)
  if (withUnit !== undefined) return withUnit
  const plausible = numbersIn(question).filter((value) => value >= 5 && value <= 99)
  return plausible.length === 1 ? plausible[0] : undefined
}

export const ageIntent: Intent = {
  id: 'age',
  score(question) {
    if (ageWords.test(question)) return clearly + 1
    // "Can a 14 year old jump?" names no age word but a number of years.
    return numberBefore(question, yearUnits) !== undefined && !priceWords.test(question) ? clearly : no
  },
  reply(question) {
    const { locale } = question
    const age = statedAge(question)
    const varies = translate(msg`The minimum age varies by type of jump, so ask us what applies to the jump you have in mind.`, locale)
    if (age !== undefined && age < minimumAge) {
      return { text: `${translate(msg`${age} is below the usual minimum age of ${minimumAge} years.`, locale)} ${varies}`, sources: ['faq'], handoff: true }
    }
    if ((age !== undefined && age >= 60) || (maximumWords.test(question) && age === undefined)) {
      return {
        text: translate(msg`Our site sets no maximum age: what matters is that the jump is safe for you. Tell us before the jump about any medical condition that may affect your safety, and we will tell you what applies.`, locale),
        sources: ['terms', 'faq'],
        handoff: true,
      }
    }
    if (age !== undefined) {
      return { text: `${translate(msg`At ${age} you meet the usual minimum age of ${minimumAge} years.`, locale)} ${varies}`, sources: ['faq'] }
    }
    return { text: translate(msg`Usually ${minimumAge} years or older, but the minimum age varies by type of jump. Ask us about the jump you have in mind and we will tell you what applies.`, locale), sources: ['faq'] }
  },
}

export const medicalIntent: Intent = {
  id: 'medical',
  score: (question) => (medicalWords.test(question) ? clearly : no),
  reply: (question) => ({
    text: translate(msg`Tell us before the jump about any medical condition that may affect your safety. Whether a jump is possible depends on your situation: please discuss it with us before you book.`, question.locale),
    sources: ['terms'],
    handoff: true,
  }),
}

/** A lone "how much" hints at price, unless it is about weight. */
export const weakPriceHint = (question: Question) => (weakPriceWords.test(question) && !weightWords.test(question) ? hint : no)
