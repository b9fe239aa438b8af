import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { deferredComponent } from './deferred-component'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

describe('deferredComponent', () => {
  it('does not load its code until it renders or is preloaded', async () => {
    const load = vi.fn(async () => Greeting)
    const Deferred = deferredComponent(load)
    expect(load).not.toHaveBeenCalled()
    await Deferred.preload()
    await Deferred.preload()
    expect(load).toHaveBeenCalledOnce()
  })

  it('renders synchronously once preloaded, so prerendered HTML is complete', async () => {
    const Deferred = deferredComponent(async () => Greeting)
    await Deferred.preload()
    expect(renderToString(<Deferred name="Sanne" />)).toBe('<p>Hello <!-- -->Sanne</p>')
  })

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Greeting)
    const Deferred = deferredComponent(load)
    await expect(Deferred.preload()).rejects.toThrow('chunk failed')
    await expect(Deferred.preload()).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
