import { describe, expect, it } from 'vitest'
import { readableOnceFulfilled } from './readable-promise'

describe('readableOnceFulfilled', () => {
  it('is unmarked while pending and carries its value once fulfilled', async () => {
    let resolve!: (value: string) => void
    const readable = readableOnceFulfilled(new Promise<string>((done) => (resolve = done)))
    expect(readable.status).toBeUndefined()
    resolve('code')
    await expect(readable).resolves.toBe('code')
    expect(readable.status).toBe('fulfilled')
    expect(readable.value).toBe('code')
  })

  it('passes a rejection on and stays unmarked', async () => {
    const readable = readableOnceFulfilled(Promise.reject(new Error('chunk failed')))
    await expect(readable).rejects.toThrow('chunk failed')
    expect(readable.status).toBeUndefined()
  })
})
