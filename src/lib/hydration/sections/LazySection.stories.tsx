import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { deferredComponent } from './deferred-component'
import { LazySection } from './LazySection'
import { installRevealOnInteraction, resetRevealed } from './reveal'

const meta = {
  title: 'Hydration/LazySection',
  component: LazySection,
  beforeEach: () => resetRevealed(),
  args: {
    id: 'faq',
    children: (
      <section id="faq" style={{ padding: 24 }}>
        <h2>Frequently asked questions</h2>
      </section>
    ),
  },
} satisfies Meta<typeof LazySection>
export default meta
type Story = StoryObj<typeof meta>

/** Rendered on the client (not hydrated), the section shows once its id is known to be on the page. */
export const Revealed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
  },
}

/**
 * Server HTML hydrated in the browser: a press on a button whose section code has not arrived yet
 * is held, then replayed once the section is interactive; pressed twice while waiting, it is
 * replayed once.
 */
export const EarlyPressIsReplayed: Story = {
  play: async ({ canvasElement }) => {
    const pressed = fn()
    let deliver: (component: ComponentType) => void = () => undefined
    const Section = deferredComponent<object>(() => new Promise<ComponentType>((resolve) => (deliver = resolve)))
    const Ready = () => (
      <section id="early-press">
        <button type="button" onClick={pressed}>
          Show answer
        </button>
      </section>
    )
    const tree = (
      <LazySection id="early-press">
        <Section />
      </LazySection>
    )
    const host = canvasElement.ownerDocument.createElement('div')
    canvasElement.append(host)
    // What the prerender wrote: the same section with its code at hand.
    const Prerendered = deferredComponent<object>(async () => Ready)
    await Prerendered.preload()
    host.innerHTML = renderToString(
      <LazySection id="early-press">
        <Prerendered />
      </LazySection>,
    )
    installRevealOnInteraction(canvasElement.ownerDocument)
    hydrateRoot(host, tree)
    await userEvent.click(within(host).getByRole('button', { name: 'Show answer' }))
    await userEvent.click(within(host).getByRole('button', { name: 'Show answer' }))
    await expect(pressed).not.toHaveBeenCalled()
    deliver(Ready)
    await waitFor(() => expect(pressed).toHaveBeenCalledOnce())
    // Nothing else arrives later.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect(pressed).toHaveBeenCalledOnce()
  },
}

/** Server HTML of a control that hydrates only when used, hydrated in the browser. */
function hydrateControl(canvasElement: HTMLElement, props: { hydrateAfterPaint?: boolean }) {
  const pressed = fn()
  const hydrated = fn()
  const Control = () => {
    useEffect(() => hydrated(), [])
    return (
      <div id="costly-control">
        <button type="button" onClick={pressed}>
          Choose a place
        </button>
      </div>
    )
  }
  const tree = (
    <LazySection id="costly-control" hydrateOn="interaction" {...props}>
      <Control />
    </LazySection>
  )
  const host = canvasElement.ownerDocument.createElement('div')
  canvasElement.append(host)
  host.innerHTML = renderToString(tree)
  // Rendering to a string in the browser went through the client's reveal, with nothing on the page yet.
  resetRevealed()
  installRevealOnInteraction(canvasElement.ownerDocument)
  hydrateRoot(host, tree)
  return { host, pressed, hydrated }
}

/**
 * `hydrateOn="interaction"`: the control stays as prerendered while the page is idle, and the first
 * press hydrates it before React handles it, so the press itself reaches the control (not a replay).
 */
export const HydratesOnFirstPress: Story = {
  play: async ({ canvasElement }) => {
    const { host, pressed, hydrated } = hydrateControl(canvasElement, {})
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(hydrated).not.toHaveBeenCalled()
    await userEvent.click(within(host).getByRole('button', { name: 'Choose a place' }))
    await expect(pressed).toHaveBeenCalledOnce()
    await waitFor(() => expect(hydrated).toHaveBeenCalledOnce())
  },
}

/** `hydrateAfterPaint`: the client shows something other than the prerendered page, so it hydrates untouched. */
export const HydratesAfterPaintWhenAsked: Story = {
  play: async ({ canvasElement }) => {
    const { hydrated } = hydrateControl(canvasElement, { hydrateAfterPaint: true })
    await waitFor(() => expect(hydrated).toHaveBeenCalledOnce())
  },
}
