import { msg } from '@lingui/core/macro'

/** The video screen's notifications (product §8.8), word for word in Dutch. */
export const videoToasts = {
  loadFailed: msg`Failed to load videos`,
  deleteFailed: msg`Could not delete video`,
  deleted: msg`Video deleted successfully`,
  uploadFailed: msg`Could not upload the video`,
  uploaded: msg`Video uploaded`,
}
