/**
 * The `staff` auth collection: the company's staff members who use the admin
 * screens.
 *
 * - Sign-in: password (identity: e-mail) plus a second factor. PocketBase's
 *   MFA needs two different auth methods; for now the second one is the
 *   e-mail code (OTP). TOTP replaces it in a later issue.
 * - A staff member may read only their own record; creating, changing and
 *   deleting staff accounts is for superusers only (null rules).
 */
migrate(
  (app) => {
    const collection = new Collection({
      type: 'auth',
      name: 'staff',
      listRule: 'id = @request.auth.id',
      viewRule: 'id = @request.auth.id',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      // any staff record may authenticate (MFA below still applies)
      authRule: '',
      // only superusers manage other staff accounts
      manageRule: null,
      fields: [
        {
          name: 'name',
          type: 'text',
          required: false,
          max: 100,
          presentable: true,
        },
        // a stronger minimum than PocketBase's default of 8
        { name: 'password', type: 'password', required: true, min: 10 },
        { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      passwordAuth: { enabled: true, identityFields: ['email'] },
      oauth2: { enabled: false },
      // password + e-mail code; an MFA session must be completed within 5 min
      mfa: { enabled: true, duration: 300, rule: '' },
      otp: { enabled: true, duration: 300, length: 8 },
      // a signed-in staff session lasts one working day
      authToken: { duration: 43200 },
      passwordResetToken: { duration: 1800 },
      emailChangeToken: { duration: 1800 },
      verificationToken: { duration: 86400 },
      fileToken: { duration: 180 },
    })

    app.save(collection)
  },
  (app) => {
    const collection = app.findCollectionByNameOrId('staff')
    app.delete(collection)
  },
)
