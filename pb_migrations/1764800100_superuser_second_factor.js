/**
 * The superuser (the PocketBase dashboard, /_/) signs in as staff do, with a second factor:
 * PocketBase's own MFA on `_superusers`, password plus an 8-digit code mailed to the superuser's
 * address (`pocketbase superuser otp EMAIL` prints one on the server when mail is down), and a
 * token that lasts an hour. Which addresses may use the dashboard at all: PB_SUPERUSER_IPS and
 * PB_DASHBOARD (server/superuser_access.go).
 */
migrate(
  (app) => {
    const superusers = app.findCollectionByNameOrId('_superusers')
    unmarshal(
      {
        mfa: { enabled: true, duration: 300, rule: '' },
        otp: { enabled: true, duration: 300, length: 8 },
        authToken: { duration: 3600 },
      },
      superusers,
    )
    app.save(superusers)
  },
  (app) => {
    const superusers = app.findCollectionByNameOrId('_superusers')
    // PocketBase's own defaults for the collection
    unmarshal({ mfa: { enabled: false, duration: 1800, rule: '' }, otp: { enabled: false, duration: 180, length: 8 }, authToken: { duration: 86400 } }, superusers)
    app.save(superusers)
  },
)
