import { business, openingHours } from '~/content/facts'
import type { SiteFacts } from './site-facts'

/**
 * The invented example details of development and the stories: what the settings record starts
 * with when SEED_EXAMPLE_FACTS=true (pb_migrations/1764200300_create_site_settings.js).
 */
export const exampleSiteFacts: SiteFacts = {
  phone: business.phone.display,
  whatsapp: business.phone.display,
  email: business.email,
  address: { street: business.address.street, postalCode: business.address.postalCode, locality: business.address.locality },
  registrations: { ...business.registrations },
  social: { instagram: business.instagram.url },
  openingHours: openingHours.map((slot) => ({ days: [...slot.days], opens: slot.opens, closes: slot.closes })),
}
