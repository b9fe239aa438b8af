import * as v from 'valibot'
import { pocketbase } from '~/lib/pocketbase'

const sitePhotoSchema = v.object({
  id: v.string(),
  collectionId: v.string(),
  slot: v.string(),
  image: v.string(),
  alt_en: v.string(),
  alt_nl: v.string(),
  video: v.optional(v.string(), ''),
})

export type StoredSitePhoto = v.InferOutput<typeof sitePhotoSchema>

/** Every call the photo slots screen makes, so stories and tests can stand in for the server. */
export interface SitePhotoApi {
  /** The slots that have a photo (one record each). */
  list(): Promise<StoredSitePhoto[]>
  /** A slot's first photo: the slot, the image and both descriptions (and the hero's video). */
  create(data: FormData): Promise<StoredSitePhoto>
  /** A new image, new descriptions, a video added or taken away (`video` empty). */
  update(id: string, data: FormData): Promise<StoredSitePhoto>
  remove(id: string): Promise<void>
}

const parse = (record: unknown) => v.parse(sitePhotoSchema, record)

/** The calls against PocketBase as the signed-in staff member (the server checks rights, slot and descriptions). */
export const pocketbaseSitePhotos: SitePhotoApi = {
  async list() {
    const client = await pocketbase()
    return (await client.collection('site_photos').getFullList({ sort: 'slot' })).map(parse)
  },
  async create(data) {
    const client = await pocketbase()
    return parse(await client.collection('site_photos').create(data))
  },
  async update(id, data) {
    const client = await pocketbase()
    return parse(await client.collection('site_photos').update(id, data))
  },
  async remove(id) {
    const client = await pocketbase()
    await client.collection('site_photos').delete(id)
  },
}

/** A stored photo at the variant width a staff screen shows it (the server makes the size). */
export const sitePhotoPreview = (photo: StoredSitePhoto, width: 360 | 720 = 360) =>
  `/api/files/${photo.collectionId}/${photo.id}/${encodeURIComponent(photo.image)}?w=${width}`
