import type { FormType } from './schema/options'
import { emptyEnquiry, type EnquiryFormValues } from './form-values'

/**
 * What a visitor typed into a tab of the enquiry form, kept for the browser tab's session: switching
 * to another tab of the form and back, a reload or a visit to another page loses nothing. Cleared
 * once the enquiry is sent. Session storage only: the details are personal and stay on this tab.
 */
const keyOf = (formType: FormType) => `enquiry-draft:${formType}`

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined // storage blocked: drafts are simply not kept
  }
}

const isEmpty = (values: EnquiryFormValues) =>
  [values.name, values.email, values.phone, values.service, values.message].every((value) => value.trim() === '') &&
  Object.values(values.additionalData).every((value) => String(value).trim() === '')

export function saveDraft(formType: FormType, values: EnquiryFormValues, store = storage()): void {
  try {
    if (isEmpty(values)) store?.removeItem(keyOf(formType))
    else store?.setItem(keyOf(formType), JSON.stringify(values))
  } catch {
    // quota or privacy settings: the form still works, only the draft is not kept
  }
}

/** The kept draft, or null; anything that does not look like one is ignored. */
export function readDraft(formType: FormType, store = storage()): EnquiryFormValues | null {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(keyOf(formType)) ?? 'null')
    if (!parsed || typeof parsed !== 'object') return null
    const draft = { ...emptyEnquiry(), ...(parsed as Partial<EnquiryFormValues>) }
    const texts = [draft.name, draft.email, draft.phone, draft.service, draft.message]
    if (texts.some((value) => typeof value !== 'string') || typeof draft.additionalData !== 'object' || draft.additionalData === null) return null
    return draft
  } catch {
    return null
  }
}

export function clearDraft(formType: FormType, store = storage()): void {
  try {
    store?.removeItem(keyOf(formType))
  } catch {
    // nothing kept to clear
  }
}
