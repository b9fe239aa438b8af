import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useMantineId } from './mantine-use-id'

const textOf = (html: string) => html.replace(/<\/?p>|<!-- -->/g, '')

function Ids({ staticId }: { staticId?: string }) {
  const first = useMantineId(staticId)
  const second = useMantineId()
  return (
    <p>
      {first}|{second}
    </p>
  )
}

describe('useMantineId', () => {
  it('gives each call its own id, in the form Mantine uses, and the same one on every render of the page', () => {
    const html = renderToString(<Ids />)
    const [first, second] = textOf(html).split('|')
    expect(first).toMatch(/^mantine-[\w«»-]+$/)
    expect(second).toMatch(/^mantine-[\w«»-]+$/)
    expect(first).not.toBe(second)
    expect(renderToString(<Ids />)).toBe(html)
  })

  it('keeps an id given by the caller', () => {
    expect(textOf(renderToString(<Ids staticId="location" />))).toMatch(/^location\|mantine-/)
  })
})
