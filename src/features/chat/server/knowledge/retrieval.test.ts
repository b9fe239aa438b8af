import { describe, expect, it } from 'vitest'
import { buildPassages } from './passages'
import { buildIndex, createRetriever } from './retrieval'

const { passages } = buildPassages('en')
// Read back from JSON, as PocketBase reads the index written at build time.
const retriever = createRetriever(JSON.parse(JSON.stringify(buildIndex(passages, 'en'))), 'en')
const dutch = buildPassages('nl').passages
const dutchRetriever = createRetriever(buildIndex(dutch, 'nl'), 'nl')

describe('retrieval', () => {
  it('finds the passage that answers, ahead of passages that only share a word', () => {
    expect(retriever.search('do you repack reserve parachutes')[0]).toMatchObject({ id: 'services:rigging', coverage: 1 })
    expect(retriever.search('what should I wear')[0]?.id).toBe('faq:clothing')
  })

  it('forgives a typing error in a longer word the site does not use', () => {
    expect(retriever.search('helicoptr')[0]?.id).toMatch(/helicopter/)
  })

  it('finds Dutch compounds by their parts and English words in a Dutch question', () => {
    expect(dutchRetriever.search('cadeau geven sprong').map((hit) => hit.id)).toContain('faq:gift')
    expect(dutchRetriever.search('doen jullie ook repacks van reserves')[0]?.id).toBe('services:rigging')
  })

  it('reports how much of the question a passage covers, rare words weighing most', () => {
    const [hit] = retriever.search('how high do you jump from')
    expect(hit === undefined || hit.coverage < 0.5).toBe(true)
  })

  it('does not count the page title as an answer', () => {
    // The balloon page is titled "freefall from silence"; its description says nothing about the freefall.
    const balloon = retriever.search('freefall silence').find((entry) => entry.id === 'service-balloon:description')
    expect(balloon?.coverage ?? 0).toBe(0)
  })
})
