/**
 * Creates the first superuser (PocketBase dashboard) and the first staff
 * account from the environment:
 *
 *   PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD
 *   PB_STAFF_EMAIL / PB_STAFF_PASSWORD / PB_STAFF_NAME
 *
 * An account whose e-mail or password variable is empty is skipped
 * (production sets them deliberately), and an account whose e-mail already
 * exists is left untouched. Like every migration this runs once per database:
 * variables set later have no effect (use the dashboard or
 * `pocketbase superuser upsert` then).
 */
migrate(
  (app) => {
    const env = (name) => String($os.getenv(name) || '').trim()

    const ensureAccount = (collectionName, email, password, extra) => {
      if (!email || !password) {
        console.log(`[initial accounts] ${collectionName}: no e-mail/password in the environment, skipped`)
        return
      }

      try {
        app.findAuthRecordByEmail(collectionName, email)
        console.log(`[initial accounts] ${collectionName}: ${email} already exists, skipped`)
        return
      } catch {
        // not found: create it below
      }

      const collection = app.findCollectionByNameOrId(collectionName)
      const record = new Record(collection)
      record.set('email', email)
      record.set('password', password)
      for (const key of Object.keys(extra)) {
        record.set(key, extra[key])
      }
      app.save(record)
      console.log(`[initial accounts] ${collectionName}: created ${email}`)
    }

    ensureAccount('_superusers', env('PB_SUPERUSER_EMAIL'), env('PB_SUPERUSER_PASSWORD'), {})
    ensureAccount('staff', env('PB_STAFF_EMAIL'), env('PB_STAFF_PASSWORD'), {
      name: env('PB_STAFF_NAME'),
      verified: true,
    })
  },
  (app) => {
    const env = (name) => String($os.getenv(name) || '').trim()

    const removeAccount = (collectionName, email) => {
      if (!email) {
        return
      }
      let record
      try {
        record = app.findAuthRecordByEmail(collectionName, email)
      } catch {
        return // already gone
      }
      try {
        app.delete(record)
      } catch (err) {
        // PocketBase refuses to delete the last superuser: keep it
        console.log(`[initial accounts] ${collectionName}: ${email} kept (${err})`)
      }
    }

    removeAccount('staff', env('PB_STAFF_EMAIL'))
    removeAccount('_superusers', env('PB_SUPERUSER_EMAIL'))
  },
)
