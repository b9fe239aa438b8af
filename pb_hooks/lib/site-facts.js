// The business details staff keep in the settings record (pb_migrations/1764200300_create_site_settings.js),
// for the texts the hooks write themselves. A detail that is not set is '' (siteDetail) or absent (siteFacts).

function settingsRecord(app) {
  const records = app.findRecordsByFilter('site_settings', '', 'created', 1, 0)
  return records.length > 0 ? records[0] : null
}

function siteDetail(app, field) {
  try {
    const record = settingsRecord(app)
    return record ? String(record.getString(field) || '').trim() : ''
  } catch {
    return ''
  }
}

function parsedJson(record, field) {
  try {
    return JSON.parse(record.getString(field) || 'null')
  } catch {
    return null
  }
}

/**
 * The details that are set, shaped as src/lib/site-facts.ts's SiteFacts (the same object the served
 * pages carry, built by server/facts.go); {} when the record cannot be read.
 */
function siteFacts(app) {
  let record
  try {
    record = settingsRecord(app)
  } catch {
    return {}
  }
  if (!record) return {}
  const text = (field) => String(record.getString(field) || '').trim()
  const group = (parts) => {
    const set = {}
    Object.keys(parts).forEach((key) => {
      const value = text(parts[key])
      if (value) set[key] = value
    })
    return Object.keys(set).length > 0 ? set : undefined
  }
  const facts = {}
  ;['phone', 'whatsapp', 'email'].forEach((field) => {
    if (text(field)) facts[field] = text(field)
  })
  const groups = {
    address: { street: 'street', postalCode: 'postal_code', locality: 'locality' },
    registrations: { chamberOfCommerce: 'kvk', vat: 'vat', iban: 'iban' },
    social: { instagram: 'instagram_url', facebook: 'facebook_url', linkedin: 'linkedin_url', youtube: 'youtube_url' },
  }
  Object.keys(groups).forEach((key) => {
    const set = group(groups[key])
    if (set) facts[key] = set
  })
  const hours = parsedJson(record, 'opening_hours')
  if (Array.isArray(hours) && hours.length > 0) facts.openingHours = hours
  const prices = parsedJson(record, 'prices')
  if (prices && typeof prices === 'object' && !Array.isArray(prices) && Object.keys(prices).length > 0) facts.prices = prices
  return facts
}

module.exports = { siteDetail, siteFacts }
