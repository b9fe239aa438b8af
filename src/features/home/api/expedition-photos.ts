import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { isBrowser, pocketbase } from '~/lib/pocketbase'

/**
 * The backend has no expedition photo collection yet. Until its migration
 * lands the query stays off: asking for a missing collection answers 404,
 * which the browser logs as an error on every page view.
 */
export const expeditionPhotosCollection = { name: 'expedition_photos', available: false } as const

/** spec §9: the photo list is limited to 10. */
const photoLimit = 10

const photoRecordSchema = v.object({
  id: v.string(),
  collectionId: v.string(),
  photo: v.string(),
})

export interface ExpeditionPhoto {
  id: string
  url: string
}

/** The expedition photos, or none when the list fails (spec §8: silent fallback to the static image). */
export async function fetchExpeditionPhotos(): Promise<ExpeditionPhoto[]> {
  try {
    const list = await pocketbase().collection(expeditionPhotosCollection.name).getList(1, photoLimit)
    return list.items
      .map((record) => v.parse(photoRecordSchema, record))
      .filter((record) => record.photo)
      .map((record) => ({ id: record.id, url: pocketbase().files.getURL(record, record.photo) }))
  } catch {
    return []
  }
}

export function expeditionPhotosQueryOptions() {
  return queryOptions({
    queryKey: ['expedition_photos'],
    queryFn: fetchExpeditionPhotos,
    enabled: isBrowser && expeditionPhotosCollection.available,
  })
}
