import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AfterNextPaint } from './AfterNextPaint'

describe('AfterNextPaint', () => {
  it('renders nothing on the server: its children come after a paint in the browser', () => {
    expect(
      renderToString(
        <p>
          verdict
          <AfterNextPaint>
            <span>figures</span>
          </AfterNextPaint>
        </p>,
      ),
    ).toBe('<p>verdict</p>')
  })
})
