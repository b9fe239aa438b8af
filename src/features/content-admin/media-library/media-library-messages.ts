import { msg } from '@lingui/core/macro'

/** The media library's notifications. */
export const libraryToasts = {
  loadFailed: msg`Could not load the images`,
  saved: msg`Image saved`,
  saveFailed: msg`Could not save the image`,
  removed: msg`Image removed`,
  removeFailed: msg`Could not remove the image`,
}
