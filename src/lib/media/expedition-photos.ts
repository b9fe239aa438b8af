import { msg } from '@lingui/core/macro'

/** product §9: the services carousel shows at most 10 expedition photos, in the order staff set. */
export const maxExpeditionPhotos = 10

export const expeditionPhotoMessages = {
  'photos.limit': msg`The carousel holds at most 10 photos. Remove one before adding another.`,
}
