import type { Locale } from '~/lib/i18n/locales'
import type { FromPrices, PricedService } from '~/lib/site-facts-shape'
import type { Passage } from '../knowledge/passages'

/** The body of an OpenAI-compatible POST {base}/chat/completions (stream off: the hooks cannot stream). */
export interface ModelRequestBody {
  model: string
  messages: { role: 'system' | 'user'; content: string }[]
  stream: false
  temperature: number
  max_tokens: number
}

/** What the model is told when the passages do not answer; any reply holding it falls back. */
export const noAnswerMarker = 'NO_ANSWER'

const languageNames: Record<Locale, string> = { en: 'English', nl: 'Dutch (formal "u")' }

const serviceNames: Record<PricedService, string> = {
  'tandem-jumps': 'a tandem jump',
  'helicopter-jumps': 'a helicopter jump',
  'hot-air-balloon': 'a jump from a hot air balloon',
  'stadium-shows': 'a stadium show or demonstration',
  'media-production': 'a media production',
}

/** No money at all, or only the "from" prices staff set, exactly as given. */
function priceRule(prices: FromPrices): string {
  const set = (Object.keys(prices) as PricedService[]).filter((service) => typeof prices[service] === 'number' && serviceNames[service])
  if (set.length === 0) return 'Never state a price or any amount of money: prices are on request.'
  const list = set.map((service) => `${serviceNames[service]} from EUR ${prices[service]}`).join('; ')
  return `Never state a price or any amount of money other than these "from" prices, exactly as given: ${list}. Every other price is on request.`
}

/**
 * The instructions: the site's passages are the only source; no money, no numbers of its own, a
 * fixed marker when the passages do not answer, citations as [n]. Every rule is also checked on
 * the reply (guardrails.ts): the prompt makes a good answer likely, the checks make a bad one harmless.
 */
export function modelRequestBody(question: string, passages: readonly Passage[], locale: Locale, model: string, prices: FromPrices = {}): ModelRequestBody {
  const numbered = passages
    .map((passage, index) => [`[${index + 1}] Page: ${passage.title}`, ...(passage.heading ? [`Heading: ${passage.heading}`] : []), `Text: ${passage.text}`].join('\n'))
    .join('\n\n')
  const system = [
    'You are the AI assistant on the website of ParaPro Skydiving, a Dutch professional skydiving company.',
    "Answer the visitor's question using only the numbered passages from the company's own website.",
    `Answer in ${languageNames[locale]}, in at most three short sentences, speaking for the company ("we").`,
    priceRule(prices),
    'Never give a number, limit or date that is not in the passages.',
    `If the passages do not answer the question, reply with exactly ${noAnswerMarker} and nothing else.`,
    'After each sentence, cite the passage it comes from as [1], [2] and so on. No links, no lists, no markdown.',
  ].join(' ')
  return {
    model,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: `Passages:\n${numbered}\n\nQuestion: ${question}` },
    ],
    stream: false,
    temperature: 0,
    max_tokens: 300,
  }
}

/** The reply text of a chat-completions response body, or '' when it has none. */
export function modelReplyText(body: unknown): string {
  const choices = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices
  const content = Array.isArray(choices) ? choices[0]?.message?.content : undefined
  return typeof content === 'string' ? content.trim() : ''
}
