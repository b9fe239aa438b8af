import { msg } from '@lingui/core/macro'

/** The partner screen's notifications and field messages. */
export const partnerMessages = {
  loadFailed: msg`Could not load the partners`,
  saved: msg`Partner saved`,
  saveFailed: msg`Could not save the partner`,
  removed: msg`Partner removed`,
  removeFailed: msg`Could not remove the partner`,
  nameMissing: msg`Enter the partner's name`,
  urlInvalid: msg`Enter the full address of the website, starting with https://`,
}

/** The address check of the collection's url field, before sending. */
export function isWebAddress(value: string): boolean {
  if (value.trim() === '') return true
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}
