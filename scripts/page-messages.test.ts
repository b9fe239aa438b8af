import { describe, expect, it } from 'vitest'
import { interfaceMessageIds, pageMessageIds, quotedIdsIn } from './page-messages'

const sourceCatalog = `msgid ""
msgstr ""

#: src/content/services.ts
msgid "The ascent"
msgstr "The ascent"

#: src/content/home/stories.ts
#: src/features/search/SearchResults.tsx
msgid "Stories"
msgstr "Stories"

#: src/features/consent/ConsentBanner.tsx
msgid "Accept"
msgstr "Accept"
`

describe('page messages', () => {
  it('counts a message as interface text when any code outside src/content uses it', async () => {
    const ids = await interfaceMessageIds(sourceCatalog)
    expect(ids.size).toBe(2)
    const { generateMessageId } = await import('@lingui/message-utils/generateMessageId')
    expect(ids).toEqual(new Set([generateMessageId('Stories'), generateMessageId('Accept')]))
  })

  it('finds the quoted six-character ids in built code', () => {
    const code = 'i18n._({id:`_czyFv`}),{title:{id:"fPC4-h"}},x("longer-than-six"),y(\'ab\')'
    expect(quotedIdsIn(code)).toEqual(new Set(['_czyFv', 'fPC4-h']))
  })

  it('embeds what the start-up code refers to and either rendered or may show as interface text', () => {
    const startupFiles = [new Set(['uiText', 'pgText', 'shown1']), new Set(['uiMore', 'shown2'])]
    const rendered = ['shown1', 'shown2', 'later']
    const ids = pageMessageIds(rendered, startupFiles, new Set(['uiText', 'uiMore', 'unused']))
    // "later" was rendered by a section whose code, fetched later, waits for the whole catalog.
    expect(ids).toEqual(new Set(['shown1', 'shown2', 'uiText', 'uiMore']))
  })
})
