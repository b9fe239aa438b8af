/**
 * PocketBase creates a `users` auth collection on every new database, with a
 * public create rule: anyone could sign up through
 * POST /api/collections/users/records. This site has no visitor accounts
 * (product §6: visitors are anonymous; staff live in `staff`), so the collection
 * is removed. Should it already hold records, it is kept but locked to
 * superusers instead of dropping data.
 */
migrate(
  (app) => {
    let users
    try {
      users = app.findCollectionByNameOrId('users')
    } catch {
      return // already gone
    }

    if (app.countRecords('users') === 0) {
      app.delete(users)
      return
    }

    users.listRule = null
    users.viewRule = null
    users.createRule = null
    users.updateRule = null
    users.deleteRule = null
    app.save(users)
  },
  (app) => {
    try {
      app.findCollectionByNameOrId('users')
      return // it was locked, not deleted: leave it
    } catch {
      // recreate PocketBase's default below
    }

    const ownerRule = 'id = @request.auth.id'
    const users = new Collection({
      id: '_pb_users_auth_',
      type: 'auth',
      name: 'users',
      listRule: ownerRule,
      viewRule: ownerRule,
      createRule: '',
      updateRule: ownerRule,
      deleteRule: ownerRule,
      fields: [
        { name: 'name', type: 'text', max: 255 },
        {
          name: 'avatar',
          type: 'file',
          maxSelect: 1,
          mimeTypes: ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif', 'image/webp'],
        },
        { name: 'created', type: 'autodate', onCreate: true },
        { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
      ],
      oauth2: { mappedFields: { name: 'name', avatarURL: 'avatar' } },
    })
    app.save(users)
  },
)
