/**
 * Staff sign in with password + a TOTP code from an authenticator app (replacing the e-mail code).
 *
 * - The factor: `totp_secret` (hidden, only superusers and hooks read it), `totp_pending_secret`
 *   (enrolment before the first code confirms it), `totp_enabled`, `totp_last_step` (the step of the
 *   last code accepted: a code is never accepted twice) and `recovery_codes` (hashes of the 10
 *   single-use codes, hidden).
 * - `is_admin` is written by the hooks from ADMIN_EMAILS on every start, save and sign-in
 *   (pb_hooks/staff.pb.js); the collection rules read it. `last_login`/`previous_login` are written
 *   at each completed sign-in; the session of a working day is counted from `last_login`.
 * - PocketBase's MFA needs two auth methods on the collection: password, plus OAuth2 switched on
 *   with no provider at all, which opens no way in. The second factor itself is the custom route
 *   /api/site/staff/totp/* (pb_hooks/staff.pb.js), which finishes the MFA session of the password.
 * - A token lives an hour; the browser refreshes it while the screens are open, and the hooks refuse
 *   a refresh once the working day since sign-in is over.
 * - Each code route is limited per client: 15 requests in 5 minutes; each sign-in attempt also
 *   allows only 5 wrong codes (pb_hooks/lib/staff-auth.js).
 */
const CODE_ROUTES = ['enrol', 'confirm', 'verify', 'recover'].map((step) => `POST /api/site/staff/totp/${step}`)

migrate(
  (app) => {
    const staff = app.findCollectionByNameOrId('staff')
    staff.fields.add(new TextField({ name: 'totp_secret', max: 64, hidden: true }))
    staff.fields.add(new TextField({ name: 'totp_pending_secret', max: 64, hidden: true }))
    staff.fields.add(new BoolField({ name: 'totp_enabled' }))
    staff.fields.add(new NumberField({ name: 'totp_last_step', min: 0, onlyInt: true, hidden: true }))
    staff.fields.add(new JSONField({ name: 'recovery_codes', maxSize: 4096, hidden: true }))
    staff.fields.add(new BoolField({ name: 'is_admin' }))
    staff.fields.add(new DateField({ name: 'last_login' }))
    staff.fields.add(new DateField({ name: 'previous_login' }))
    unmarshal(
      {
        otp: { enabled: false, duration: 300, length: 8 },
        oauth2: { enabled: true, providers: [] },
        mfa: { enabled: true, duration: 300, rule: '' },
        authToken: { duration: 3600 },
      },
      staff,
    )
    app.save(staff)

    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules
      .filter((rule) => CODE_ROUTES.indexOf(rule.label) === -1)
      .concat(CODE_ROUTES.map((label) => ({ label, audience: '', duration: 300, maxRequests: 15 })))
    app.save(settings)
  },
  (app) => {
    const staff = app.findCollectionByNameOrId('staff')
    for (const name of ['totp_secret', 'totp_pending_secret', 'totp_enabled', 'totp_last_step', 'recovery_codes', 'is_admin', 'last_login', 'previous_login']) {
      staff.fields.removeByName(name)
    }
    unmarshal({ otp: { enabled: true, duration: 300, length: 8 }, oauth2: { enabled: false }, authToken: { duration: 43200 } }, staff)
    app.save(staff)

    const settings = app.settings()
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => CODE_ROUTES.indexOf(rule.label) === -1)
    app.save(settings)
  },
)
