import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PhotoSlotKey } from '~/lib/media/photo-slots'

/** The photo slots screen's notifications. */
export const sitePhotoToasts = {
  loadFailed: msg`Could not load the site's photos`,
  saved: msg`Photo saved: visitors see it from their next page`,
  saveFailed: msg`Could not save the photo`,
  removed: msg`Photo removed: the place shows its artwork again`,
  removeFailed: msg`Could not remove the photo`,
}

/** Where each slot is, in the words staff use, and where visitors see it. */
export const photoSlotLabels: Record<PhotoSlotKey, { name: MessageDescriptor; shownOn: MessageDescriptor }> = {
  'home-hero': { name: msg`Home page: the large photo at the top`, shownOn: msg`The first thing visitors see on the home page, under the title. It may also have a short silent video that loops.` },
  'service-stadium': { name: msg`Service card: stadium shows`, shownOn: msg`The stadium shows card on the home page and /services, and the demonstrations video tile until a clip plays there.` },
  'service-tandem': { name: msg`Service card: tandem jumps`, shownOn: msg`The tandem jumps card on the home page and /services.` },
  'service-media': { name: msg`Service card: media production`, shownOn: msg`The media production card on the home page and /services.` },
  'service-rigging': { name: msg`Service card: rigging`, shownOn: msg`The rigging card on the home page and /services.` },
  'experience-helicopter': { name: msg`Experience: helicopter tandem jump`, shownOn: msg`The helicopter card on the home page and /experiences, and the helicopter video tile until a clip plays there.` },
  'experience-balloon': { name: msg`Experience: hot air balloon tandem jump`, shownOn: msg`The balloon card on the home page and /experiences, and the balloon video tile until a clip plays there.` },
  'about-founder': { name: msg`About: the founder`, shownOn: msg`Beside the founder's story on the home page and /about.` },
  'about-team': { name: msg`About: the team`, shownOn: msg`Beside the mission on /about.` },
}
