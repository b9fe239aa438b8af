import { msg } from '@lingui/core/macro'
import { replyWithinHours } from '~/content/facts'
import { translate } from '~/lib/i18n/translate-in-hooks'
import { clearly, no, type Intent } from './intent'
import type { Question } from './question'
import { talkToPersonLabel } from '../../chat-texts'
import { reachUs } from '../details/reach-us'
import { aiWords, greetingWords, helpWords, personWords, subjectWords, thanksWords } from './vocabulary'

const hours = replyWithinHours

/** Nothing but a greeting or thanks: a few words, none of them about the subject. */
const isShortAside = (question: Question) => question.words.length <= 6 && !subjectWords.test(question)

export const handoffIntent: Intent = {
  id: 'handoff',
  // Asking for a person overrides any other subject in the message.
  score: (question) => (personWords.test(question) ? clearly + 2 : no),
  reply(question, facts) {
    const talk = translate(talkToPersonLabel, question.locale)
    const ways = reachUs(facts, question.locale, { last: msg`choose "${talk}" to send the enquiry form with a summary of this chat` })
    return {
      text: translate(msg`Of course. A colleague is happy to help: ${ways}. We reply within ${hours} hours.`, question.locale),
      sources: ['contact'],
      handoff: true,
    }
  },
}

export const aiIntent: Intent = {
  id: 'ai',
  score: (question) => (aiWords.test(question) && question.words.length <= 8 && !subjectWords.test(question) && !personWords.test(question) ? clearly : no),
  reply(question) {
    const talk = translate(talkToPersonLabel, question.locale)
    return {
      text: translate(
        msg`Yes, I am an AI assistant. I answer from the pages of this site and say so when I do not know something. For anything else, a colleague is happy to help: choose "${talk}".`,
        question.locale,
      ),
      sources: [],
    }
  },
}

export const greetingIntent: Intent = {
  id: 'greeting',
  general: true,
  // "Hi", "can you help me?", "ik heb een vraag": an invitation to ask.
  score: (question) => ((greetingWords.test(question) || helpWords.test(question)) && isShortAside(question) ? clearly : no),
  reply: (question) => ({
    text: translate(msg`Hello! I am the AI assistant of ParaPro Skydiving. Ask me about tandem jumps, demonstrations, booking, the weather we need or anything else on our site.`, question.locale),
    sources: [],
  }),
}

export const thanksIntent: Intent = {
  id: 'thanks',
  general: true,
  score: (question) => (thanksWords.test(question) && isShortAside(question) ? clearly : no),
  reply: (question) => ({ text: translate(msg`You are welcome! Is there anything else I can help you with?`, question.locale), sources: [] }),
}
