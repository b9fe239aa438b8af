/** What the page's visitor did before its code ran, handed over once. */
export interface EarlyInput {
  /** Stops collecting and returns the presses (in order) and the fields typed into. */
  take(): { presses: HTMLElement[]; fields: FormField[] }
}

export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

declare global {
  interface Window {
    earlyInput?: EarlyInput
  }
}

/**
 * Collects what a visitor does between the first paint and hydration (a slow phone, or a quick
 * visitor): a press on a button-like control is held, so it can be replayed once the control
 * works; fields typed into are noted, so their text can be handed to the page; the language switch,
 * a plain link, remembers the chosen language and keeps the query on its way. Links otherwise work natively.
 *
 * Runs as part of the inline boot script (see scripts/page-boot.ts), serialized with toString():
 * it must stay self-contained, with no imports and no names from outside the function.
 */
export function installEarlyInput(win: Window): void {
  const doc = win.document
  const presses: HTMLElement[] = []
  const fields = new Set<FormField>()
  const controls =
    'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], input[type="checkbox"], input[type="radio"], input[type="submit"], summary'

  const onClick = (event: Event) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const switchLink = target.closest<HTMLAnchorElement>('a[data-remember-language]')
    const language = switchLink?.getAttribute('data-remember-language')
    if (switchLink && language) {
      // The prerendered link has no query or fragment: the other language keeps this address's.
      if (!switchLink.search && !switchLink.hash) switchLink.href += win.location.search + win.location.hash
      try {
        // The key of lib/i18n/preference.ts, written out: this function cannot import (see above).
        win.localStorage.setItem('preferred-language', language)
      } catch {
        // Storage blocked: the visit still switches language, only the choice is not remembered.
      }
      return
    }
    if (target.closest('a[href]:not([role])')) return
    const control = target.closest<HTMLElement>(controls)
    if (!control) return
    event.preventDefault()
    event.stopImmediatePropagation()
    // Pressed again because nothing seemed to happen: one replay, or a toggle would undo itself.
    if (!presses.includes(control)) presses.push(control)
  }
  const onInput = (event: Event) => {
    const target = event.target
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
      fields.add(target)
    }
  }
  doc.addEventListener('click', onClick, true)
  doc.addEventListener('input', onInput, true)
  doc.addEventListener('change', onInput, true)

  win.earlyInput = {
    take() {
      doc.removeEventListener('click', onClick, true)
      doc.removeEventListener('input', onInput, true)
      doc.removeEventListener('change', onInput, true)
      const taken = { presses: presses.splice(0), fields: [...fields] }
      fields.clear()
      return taken
    },
  }
}

/**
 * Tells the page about text typed into a field before it was interactive: React notes the value a
 * field had when it hydrated, so the field is first cleared through the element (React sees that),
 * then given the typed text through the prototype's setter (React does not), and the input event
 * that follows reports the text as a change.
 */
export function announceTypedValue(field: FormField, typed: string): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  if (!setValue || typed === '') return
  field.value = ''
  setValue.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}
