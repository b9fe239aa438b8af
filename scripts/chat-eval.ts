// Scores the chat assistant on the evaluation questions (tests/chat-eval/questions.json) with the
// code PocketBase runs: the hooks bundle and its knowledge files, without a model, with the example
// business details a development database starts with (SEED_EXAMPLE_FACTS).
//   node scripts/chat-eval.ts            summary and every failure
//   node scripts/chat-eval.ts --json     the full report
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describeReport, exactCategories, failedIn, passThreshold, scoreEngine, type EngineAnswer, type EvalQuestion } from '../tests/chat-eval/score.ts'

interface ChatBundle {
  useKnowledgeLoader(load: (locale: string) => unknown): void
  createAnswerEngine(): { answer(message: string, page: 'en' | 'nl', facts: unknown): EngineAnswer }
  exampleSiteFacts: unknown
}

const require = createRequire(import.meta.url)
const chat = require('../pb_hooks/lib/generated/chat.js') as ChatBundle
chat.useKnowledgeLoader((locale) => require(`../pb_hooks/lib/generated/chat-knowledge-${locale}.json`))
const engine = chat.createAnswerEngine()

const { questions } = JSON.parse(readFileSync(new URL('../tests/chat-eval/questions.json', import.meta.url), 'utf8')) as { questions: EvalQuestion[] }
const report = scoreEngine(questions, (message, page) => engine.answer(message, page, chat.exampleSiteFacts))
console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : describeReport(report))
const exactFailures = exactCategories.flatMap((category) => failedIn(report, category))
if (report.score < passThreshold || report.unsafe.length > 0 || exactFailures.length > 0) process.exitCode = 1
