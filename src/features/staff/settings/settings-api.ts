import { pocketbase } from '~/lib/pocketbase'
import type { SettingsValues } from './settings-rules'

export interface StoredSettings {
  id: string
  values: SettingsValues
}

/** Reading and saving the one settings record; stories stand in for the server. */
export interface SettingsApi {
  load(): Promise<StoredSettings>
  save(id: string, values: SettingsValues): Promise<StoredSettings>
}

const textFields = ['phone', 'whatsapp', 'email', 'street', 'postal_code', 'locality', 'kvk', 'vat', 'iban', 'instagram_url', 'facebook_url', 'linkedin_url', 'youtube_url'] as const

function settingsValuesOf(record: Record<string, unknown>): SettingsValues {
  const values = Object.fromEntries(textFields.map((field) => [field, typeof record[field] === 'string' ? record[field] : ''])) as Omit<SettingsValues, 'opening_hours' | 'prices'>
  return {
    ...values,
    opening_hours: Array.isArray(record.opening_hours) ? (record.opening_hours as SettingsValues['opening_hours']) : [],
    prices: record.prices && typeof record.prices === 'object' && !Array.isArray(record.prices) ? (record.prices as SettingsValues['prices']) : {},
  }
}

export const pocketbaseSettings: SettingsApi = {
  async load() {
    const pb = await pocketbase()
    const record = (await pb.collection('site_settings').getList(1, 1, { sort: 'created' })).items[0]
    if (!record) throw Object.assign(new Error('no settings record'), { status: 404 })
    return { id: record.id, values: settingsValuesOf(record) }
  },
  async save(id, values) {
    const pb = await pocketbase()
    const record = await pb.collection('site_settings').update(id, values)
    return { id: record.id, values: settingsValuesOf(record) }
  },
}
