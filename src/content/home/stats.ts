import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { experienceClaim, figures } from '../facts'
import type { Locale } from '~/lib/i18n/locales'
import { formatCount, formatPercent } from './format'

/** A headline figure: its value (formatted per language) and what it counts. */
export interface Stat {
  key: string
  value: (locale: Locale) => string
  label: MessageDescriptor
}

const stat = (key: string, value: Stat['value'], label: MessageDescriptor): Stat => ({ key, value, label })

/** Every figure the home sections show, read from the facts module. */
export const stats = {
  experience: stat('experience', () => experienceClaim(), msg`years of experience`),
  countries: stat('countries', () => String(figures.countries), msg`countries`),
  shows: stat('shows', (locale) => formatCount(figures.shows, locale), msg`shows`),
  jumps: stat('jumps', (locale) => formatCount(figures.jumps, locale), msg`jumps`),
  repacks: stat('repacks', (locale) => formatCount(figures.repacks, locale), msg`parachute repacks`),
  safety: stat('safety', () => formatPercent(figures.safetyRecordPercent), msg`safety record`),
  clients: stat('clients', (locale) => formatCount(figures.happyClients, locale), msg`happy clients`),
  retention: stat('retention', () => formatPercent(figures.retentionPercent), msg`client retention`),
  satisfaction: stat('satisfaction', () => formatPercent(figures.satisfactionPercent), msg`satisfaction`),
  repeat: stat('repeat', () => formatPercent(figures.repeatCustomersPercent), msg`repeat customers`),
} as const
