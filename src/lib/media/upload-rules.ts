/**
 * What each file field of the site takes: the same types and sizes as the collections in
 * pb_migrations (an API test holds them equal). Staff screens check a file before sending it; the
 * server checks it again when it arrives.
 */
export interface UploadRule {
  collection: string
  field: string
  /** MIME types the field takes. */
  types: readonly string[]
  /** File name endings shown to staff. */
  extensions: readonly string[]
  maxBytes: number
}

const mb = 1024 * 1024
const photoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
const photoExtensions = ['JPEG', 'PNG', 'WebP', 'AVIF'] as const

export const uploadRules = {
  storyImage: { collection: 'blog_posts', field: 'image', types: [...photoTypes, 'image/gif'], extensions: [...photoExtensions, 'GIF'], maxBytes: 5 * mb },
  expeditionPhoto: { collection: 'expedition_photos', field: 'image', types: photoTypes, extensions: photoExtensions, maxBytes: 10 * mb },
  partnerLogo: { collection: 'partners', field: 'logo', types: [...photoTypes, 'image/gif'], extensions: [...photoExtensions, 'GIF'], maxBytes: 2 * mb },
  // MP4 (H.264) and WebM play in every current browser; a showcase clip is seconds to minutes long.
  video: { collection: 'videos', field: 'video', types: ['video/mp4', 'video/webm'], extensions: ['MP4', 'WebM'], maxBytes: 100 * mb },
  videoPoster: { collection: 'videos', field: 'poster', types: photoTypes, extensions: photoExtensions, maxBytes: 5 * mb },
  // The photo slots (decision 034): the server makes the responsive sizes, so a camera's full file is fine.
  sitePhoto: { collection: 'site_photos', field: 'image', types: photoTypes, extensions: photoExtensions, maxBytes: 15 * mb },
  // The hero's silent loop: a few seconds, small enough to start on a phone.
  heroVideo: { collection: 'site_photos', field: 'video', types: ['video/mp4', 'video/webm'], extensions: ['MP4', 'WebM'], maxBytes: 20 * mb },
} as const satisfies Record<string, UploadRule>

export type UploadKind = keyof typeof uploadRules

export type UploadProblem = 'file.type' | 'file.size'

/** Why a file cannot be uploaded to a field, or null when it can. */
export function uploadProblem(file: { type: string; size: number }, rule: UploadRule): UploadProblem | null {
  if (!rule.types.includes(file.type.toLowerCase())) return 'file.type'
  if (file.size > rule.maxBytes) return 'file.size'
  return null
}

/** The server's validation codes for a refused file, as ours. */
export function uploadCodeOfServer(code: string | undefined): UploadProblem | null {
  if (code === 'validation_invalid_mime_type') return 'file.type'
  if (code === 'validation_file_size_limit') return 'file.size'
  return null
}

/** "JPEG, PNG or WebP" / "JPEG, PNG of WebP". */
export function typeList(rule: UploadRule, or: string): string {
  const names = [...rule.extensions]
  const last = names.pop()
  return names.length > 0 ? `${names.join(', ')} ${or} ${last}` : (last ?? '')
}

/** A size as staff read it: "5 MB", "2.4 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`
}
