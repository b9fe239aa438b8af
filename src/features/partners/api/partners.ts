import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { Locale } from '~/lib/i18n/locales'
import { isBrowser, pocketbase } from '~/lib/pocketbase'

/** A `partners` record as the public API returns it (pb_migrations/*_create_partners.js). */
const partnerRecordSchema = v.object({
  id: v.string(),
  collectionId: v.string(),
  name: v.string(),
  kind_en: v.optional(v.string(), ''),
  kind_nl: v.optional(v.string(), ''),
  industry_en: v.optional(v.string(), ''),
  industry_nl: v.optional(v.string(), ''),
  description_en: v.optional(v.string(), ''),
  description_nl: v.optional(v.string(), ''),
  logo: v.optional(v.string(), ''),
  logo_emoji: v.optional(v.string(), ''),
  url: v.optional(v.string(), ''),
})

export type PartnerRecord = v.InferOutput<typeof partnerRecordSchema>

/** A partner in one language, ready to show. */
export interface PartnerCardData {
  id: string
  name: string
  industry: string
  description: string
  emoji?: string
  logoUrl?: string
  url?: string
}

/** A published partner with its logo's address. */
export type PartnerListing = PartnerRecord & { logoUrl?: string }

async function fetchPublishedPartners(): Promise<PartnerListing[]> {
  const client = await pocketbase()
  const records = await client.collection('partners').getFullList({ filter: 'published=true', sort: 'sort_order' })
  return records.map((record) => {
    const partner = v.parse(partnerRecordSchema, record)
    const logoUrl = partner.logo ? client.files.getURL(partner, partner.logo, { thumb: '160x160' }) : undefined
    return { ...partner, logoUrl }
  })
}

export function publishedPartnersQueryOptions() {
  return queryOptions({
    queryKey: ['partners', 'published'],
    queryFn: fetchPublishedPartners,
    enabled: isBrowser,
  })
}

export function toPartnerCard(record: PartnerListing, locale: Locale): PartnerCardData {
  const nl = locale === 'nl'
  return {
    id: record.id,
    name: record.name,
    industry: (nl ? record.industry_nl : record.industry_en) || (nl ? record.kind_nl : record.kind_en),
    description: nl ? record.description_nl : record.description_en,
    emoji: record.logo_emoji || undefined,
    logoUrl: record.logoUrl,
    url: record.url || undefined,
  }
}
