import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Locale } from '~/lib/i18n/locales'
import { isBrowser, pocketbase } from '~/lib/pocketbase'

/** product §9: the photo list is limited to 10. */
const expeditionPhotoLimit = 10

/** An `expedition_photos` record as the public API returns it (pb_migrations/*_create_expedition_photos.js). */
const photoRecordSchema = v.object({
  id: v.string(),
  collectionId: v.string(),
  image: v.string(),
  alt_en: v.optional(v.string(), ''),
  alt_nl: v.optional(v.string(), ''),
})

/** product §3 "Expedition photo": a stored photo with its public URLs, in one language. */
export interface ExpeditionPhoto {
  id: string
  url: string
  srcSet?: string
  alt?: string
}

/**
 * Up to 10 expedition photos in the order staff gave them, or none when the
 * list fails (product §8: silent fallback to the static image).
 */
async function fetchExpeditionPhotos(locale: Locale): Promise<ExpeditionPhoto[]> {
  try {
    const client = await pocketbase()
    const files = client.files
    const list = await client
      .collection('expedition_photos')
      .getList(1, expeditionPhotoLimit, { sort: 'sort_order,created' })
    return list.items
      .map((item) => v.parse(photoRecordSchema, item))
      .filter((record) => record.image)
      .map((record) => ({
        id: record.id,
        url: files.getURL(record, record.image, { thumb: '1280x720' }),
        srcSet: `${files.getURL(record, record.image, { thumb: '640x360' })} 640w, ${files.getURL(record, record.image, { thumb: '1280x720' })} 1280w`,
        alt: (locale === 'nl' ? record.alt_nl : record.alt_en) || undefined,
      }))
  } catch {
    return []
  }
}

export function expeditionPhotosQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['expedition_photos', locale],
    queryFn: () => fetchExpeditionPhotos(locale),
    enabled: isBrowser,
  })
}
