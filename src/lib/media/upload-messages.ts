import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The messages of a refused upload (the rules are in ./upload-rules). */
export const uploadMessages = {
  'file.type': msg`This file type cannot be used here. Choose a {types} file.`,
  'file.size': msg`This file is too large ({size}). The limit is {limit}.`,
  'file.unplayable': msg`This browser cannot play this video. Choose an MP4 (H.264) or WebM file.`,
} satisfies Record<string, MessageDescriptor>

export type UploadCode = keyof typeof uploadMessages
