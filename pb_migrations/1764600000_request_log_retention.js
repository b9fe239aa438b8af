/**
 * The request log (time, address, IP) is kept five days: the privacy policy says so
 * (src/content/legal.ts, "Technical records"). PocketBase's default, set here so that it is a
 * decision of this site and not of a release.
 */
migrate(
  (app) => {
    const settings = app.settings()
    settings.logs.maxDays = 5
    settings.logs.logIP = true
    app.save(settings)
  },
  () => {},
)
