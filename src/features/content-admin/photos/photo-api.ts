import * as v from 'valibot'
import { pocketbase } from '~/lib/pocketbase'

const photoSchema = v.object({
  id: v.string(),
  collectionId: v.string(),
  image: v.string(),
  alt_en: v.string(),
  alt_nl: v.string(),
  sort_order: v.optional(v.number(), 0),
})

export type ExpeditionPhoto = v.InferOutput<typeof photoSchema>

/** Every call the photo screen makes, so stories and tests can stand in for the server. */
export interface PhotoApi {
  /** The expedition photos in the carousel's order. */
  list(): Promise<ExpeditionPhoto[]>
  create(data: FormData): Promise<ExpeditionPhoto>
  update(id: string, change: Partial<Pick<ExpeditionPhoto, 'alt_en' | 'alt_nl' | 'sort_order'>>): Promise<ExpeditionPhoto>
  remove(id: string): Promise<void>
}

const parse = (record: unknown) => v.parse(photoSchema, record)

/** The calls against PocketBase as the signed-in staff member (the server checks rights, alt texts and the limit). */
export const pocketbasePhotos: PhotoApi = {
  async list() {
    const client = await pocketbase()
    return (await client.collection('expedition_photos').getFullList({ sort: 'sort_order,created' })).map(parse)
  },
  async create(data) {
    const client = await pocketbase()
    return parse(await client.collection('expedition_photos').create(data))
  },
  async update(id, change) {
    const client = await pocketbase()
    return parse(await client.collection('expedition_photos').update(id, change))
  },
  async remove(id) {
    const client = await pocketbase()
    await client.collection('expedition_photos').delete(id)
  },
}

/** Two neighbours' places swapped (photos, partners): the changes that move `index` one place by `step` (-1 or 1). */
export function swappedOrder(photos: readonly { id: string; sort_order: number }[], index: number, step: -1 | 1): { id: string; sort_order: number }[] {
  const other = photos[index + step]
  const photo = photos[index]
  if (!photo || !other) return []
  // Equal or missing places (older records) get distinct ones from their positions.
  const here = photo.sort_order !== other.sort_order ? photo.sort_order : index + 1
  const there = photo.sort_order !== other.sort_order ? other.sort_order : index + step + 1
  return [
    { id: photo.id, sort_order: there },
    { id: other.id, sort_order: here },
  ]
}
