// The business details staff keep in the settings record (pb_migrations/1764200300_create_site_settings.js),
// for the texts the hooks write themselves. A detail that is not set is ''.
function siteDetail(app, field) {
  try {
    const records = app.findRecordsByFilter('site_settings', '', 'created', 1, 0)
    return records.length > 0 ? String(records[0].getString(field) || '').trim() : ''
  } catch {
    return ''
  }
}

module.exports = { siteDetail }
