import * as v from 'valibot'
import { pocketbase } from '~/lib/pocketbase'

const adminVideoSchema = v.object({
  id: v.string(),
  collectionId: v.string(),
  name: v.string(),
  video: v.string(),
  poster: v.optional(v.string(), ''),
  tile: v.optional(v.string(), ''),
  duration_seconds: v.optional(v.number(), 0),
  created: v.optional(v.string(), ''),
})

export type AdminVideo = v.InferOutput<typeof adminVideoSchema>

/** A refused upload: the HTTP status and PocketBase's field codes. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly fieldCodes: Record<string, string>,
  ) {
    super(`upload answered ${status}`)
  }
}

/** Every call the video screen makes, so stories and tests can stand in for the server. */
export interface VideoApi {
  /** Every clip, newest first. */
  list(): Promise<AdminVideo[]>
  /** Sends a new clip; `onProgress` gets the share sent so far (0 to 1). */
  upload(data: FormData, onProgress: (share: number) => void): Promise<AdminVideo>
  remove(id: string): Promise<void>
}

const parse = (record: unknown) => v.parse(adminVideoSchema, record)

function fieldCodesOf(body: unknown): Record<string, string> {
  const data = (body as { data?: Record<string, { code?: string }> } | null)?.data ?? {}
  return Object.fromEntries(Object.entries(data).map(([field, detail]) => [field, detail?.code ?? '']))
}

/**
 * The calls against PocketBase as the signed-in staff member. The upload is an XMLHttpRequest: the
 * SDK's fetch reports no upload progress.
 */
export const pocketbaseVideos: VideoApi = {
  async list() {
    const client = await pocketbase()
    return (await client.collection('videos').getFullList({ sort: '-created' })).map(parse)
  },
  async upload(data, onProgress) {
    const client = await pocketbase()
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest()
      request.open('POST', client.buildURL('/api/collections/videos/records'))
      request.setRequestHeader('Authorization', client.authStore.token)
      request.responseType = 'json'
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total)
      }
      request.onload = () => {
        if (request.status >= 200 && request.status < 300) resolve(parse(request.response))
        else reject(new UploadError(request.status, fieldCodesOf(request.response)))
      }
      request.onerror = () => reject(new UploadError(0, {}))
      request.send(data)
    })
  },
  async remove(id) {
    const client = await pocketbase()
    await client.collection('videos').delete(id)
  },
}

/** The address of a stored file of a clip (its video or its poster thumbnail). */
export function videoFilePath(video: Pick<AdminVideo, 'collectionId' | 'id'>, file: string, thumb?: string): string {
  return `/api/files/${video.collectionId}/${video.id}/${encodeURIComponent(file)}${thumb ? `?thumb=${thumb}` : ''}`
}
