import { msg } from '@lingui/core/macro'
import { leadTimesWeeks, replyWithinHours } from '~/content/facts'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { clearly, hint, no, type Intent } from './intent'
import { corporateWords, eventWords, figureWords, organiserWords } from './vocabulary'

const [eventsMin, eventsMax] = leadTimesWeeks.events
const hours = replyWithinHours

/** What a demonstration takes: what the team arranges, what the organiser provides, how far ahead. */
export const demonstrationIntent: Intent = {
  id: 'demonstration',
  score(question) {
    if (!eventWords.test(question)) return no
    // "How many shows have you done?" asks for the figures.
    if (figureWords.test(question)) return hint
    if (organiserWords.test(question)) return clearly + 1
    return corporateWords.test(question) ? hint : clearly
  },
  reply: (question) => ({
    text: translate(
      msg`Yes, our demonstration team performs at stadiums, festivals and events anywhere in the Netherlands. Plan ${eventsMin} to ${eventsMax} weeks ahead: we check the landing area, apply for the permits and agree the procedures with the venue and air traffic control. From you as the organiser we need the venue, the date, the moment in your programme and what should come down with the team, such as the match ball, a flag or a banner. We align the exact timing with your event director, including a back-up plan if the weather does not allow a jump. Prices are on request; you receive a quote within ${hours} hours.`,
      question.locale,
    ),
    sources: ['service-stadium', 'faq'],
    handoff: true,
  }),
}
