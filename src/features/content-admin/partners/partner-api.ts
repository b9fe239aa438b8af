import * as v from 'valibot'
import { pocketbase } from '~/lib/pocketbase'

const partnerSchema = v.object({
  id: v.string(),
  collectionId: v.string(),
  name: v.string(),
  industry_en: v.optional(v.string(), ''),
  industry_nl: v.optional(v.string(), ''),
  description_en: v.optional(v.string(), ''),
  description_nl: v.optional(v.string(), ''),
  logo: v.optional(v.string(), ''),
  logo_alt_en: v.optional(v.string(), ''),
  logo_alt_nl: v.optional(v.string(), ''),
  logo_emoji: v.optional(v.string(), ''),
  url: v.optional(v.string(), ''),
  sort_order: v.optional(v.number(), 0),
  published: v.optional(v.boolean(), false),
})

export type StoredPartner = v.InferOutput<typeof partnerSchema>

/** Every call the partner screen makes, so stories and tests can stand in for the server. */
export interface PartnerApi {
  /** Every partner, published or not, in the carousel's order. */
  list(): Promise<StoredPartner[]>
  /** A new partner or a change: the fields as form data, with the logo file when one was chosen. */
  create(data: FormData): Promise<StoredPartner>
  update(id: string, data: FormData | { sort_order: number }): Promise<StoredPartner>
  remove(id: string): Promise<void>
}

const parse = (record: unknown) => v.parse(partnerSchema, record)

export const logoThumbPath = (partner: Pick<StoredPartner, 'collectionId' | 'id' | 'logo'>) =>
  `/api/files/${partner.collectionId}/${partner.id}/${encodeURIComponent(partner.logo)}?thumb=160x160`

/** The calls against PocketBase as the signed-in staff member (the server checks rights and the logo's descriptions). */
export const pocketbasePartners: PartnerApi = {
  async list() {
    return (await (await pocketbase()).collection('partners').getFullList({ sort: 'sort_order,created' })).map(parse)
  },
  async create(data) {
    return parse(await (await pocketbase()).collection('partners').create(data))
  },
  async update(id, data) {
    return parse(await (await pocketbase()).collection('partners').update(id, data))
  },
  async remove(id) {
    await (await pocketbase()).collection('partners').delete(id)
  },
}
