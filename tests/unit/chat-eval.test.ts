import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { createAnswerEngine } from '~/features/chat/server/engine'
import { exampleSiteFacts } from '~/lib/site-facts-example'
import { describeReport, exactCategories, failedIn, passThreshold, scoreEngine, type EvalQuestion } from '../chat-eval/score'

const { questions } = JSON.parse(readFileSync(new URL('../chat-eval/questions.json', import.meta.url), 'utf8')) as { questions: EvalQuestion[] }

it('has at least 80 visitor questions, half of them in Dutch', () => {
  expect(questions.length).toBeGreaterThanOrEqual(80)
  expect(questions.filter((question) => question.locale === 'nl').length).toBeGreaterThanOrEqual(questions.length / 2)
  expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length)
})

// With the example details of a development database: the questions ask for the address and hours.
it('answers the evaluation questions well enough, and every exact one exactly', () => {
  const engine = createAnswerEngine()
  const report = scoreEngine(questions, (message, page) => engine.answer(message, page, exampleSiteFacts))
  const summary = describeReport(report)
  expect(report.unsafe, summary).toEqual([])
  for (const category of exactCategories) expect(failedIn(report, category), summary).toEqual([])
  expect(report.score, summary).toBeGreaterThanOrEqual(passThreshold)
})
