/**
 * `weather_cache`: the last good forecast of each weather location (the provider's hours, before
 * anything is derived) and the lease that lets one request at a time ask the provider for it
 * (pb_hooks/lib/weather-cache.js, decision 023). Times are epoch milliseconds so a lease is one
 * conditional UPDATE. Only the hooks and superusers read or write it.
 */
migrate(
  (app) => {
    const collection = new Collection({
      type: 'base',
      name: 'weather_cache',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { name: 'location', type: 'text', required: true, max: 60, presentable: true },
        { name: 'payload', type: 'json', maxSize: 4 * 1024 * 1024 },
        { name: 'fetched_at', type: 'number' },
        // no other request may start a fetch before this time (a fetch under way, or a back-off after a failure)
        { name: 'lease_until', type: 'number' },
        // a fetch is under way until this time: others wait for it instead of serving the old forecast
        { name: 'fetching_until', type: 'number' },
        { name: 'failed_at', type: 'number' },
        { name: 'last_error', type: 'text', max: 500 },
      ],
      indexes: ['CREATE UNIQUE INDEX `idx_weather_cache_location` ON `weather_cache` (`location`)'],
    })
    app.save(collection)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('weather_cache'))
  },
)
