import { msg } from '@lingui/core/macro'

/** The photo screen's notifications. */
export const photoToasts = {
  loadFailed: msg`Could not load the photos`,
  added: msg`Photo added`,
  addFailed: msg`Could not add the photo`,
  saved: msg`Photo saved`,
  saveFailed: msg`Could not save the photo`,
  removed: msg`Photo removed`,
  removeFailed: msg`Could not remove the photo`,
}
