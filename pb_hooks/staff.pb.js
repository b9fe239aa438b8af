// Staff sign-in with password + TOTP, the working-day session and the admin flag from ADMIN_EMAILS.
// Each handler loads its module inside itself: PocketBase compiles every handler on its own.
routerAdd('POST', '/api/site/staff/totp/enrol', (e) => require(`${__hooks}/lib/staff-auth.js`).enrol(e), $apis.bodyLimit(8 * 1024))
routerAdd('POST', '/api/site/staff/totp/confirm', (e) => require(`${__hooks}/lib/staff-auth.js`).confirm(e), $apis.bodyLimit(8 * 1024))
routerAdd('POST', '/api/site/staff/totp/verify', (e) => require(`${__hooks}/lib/staff-auth.js`).verify(e), $apis.bodyLimit(8 * 1024))
routerAdd('POST', '/api/site/staff/totp/recover', (e) => require(`${__hooks}/lib/staff-auth.js`).recover(e), $apis.bodyLimit(8 * 1024))
routerAdd('GET', '/api/site/staff/me', (e) => require(`${__hooks}/lib/staff-auth.js`).me(e), $apis.requireAuth('staff'))
routerAdd('POST', '/api/site/staff/sign-out-everywhere', (e) => require(`${__hooks}/lib/staff-auth.js`).signOutEverywhere(e), $apis.requireAuth('staff'))
routerAdd('POST', '/api/site/staff/enquiries/{id}/retry-mail', (e) => require(`${__hooks}/lib/staff-enquiries.js`).retryMail(e), $apis.requireAuth('staff'))

onRecordAuthRequest((e) => require(`${__hooks}/lib/staff-auth.js`).onAuth(e), 'staff')
onRecordAuthRefreshRequest((e) => require(`${__hooks}/lib/staff-auth.js`).onRefresh(e), 'staff')

// is_admin follows ADMIN_EMAILS: on start, and on every save of a staff record (a new account, a changed address).
onBootstrap((e) => {
  e.next()
  require(`${__hooks}/lib/staff-access.js`).syncAdmins(e.app)
})
onRecordCreate((e) => {
  require(`${__hooks}/lib/staff-access.js`).markAdmin(e.record)
  e.next()
}, 'staff')
onRecordUpdate((e) => {
  require(`${__hooks}/lib/staff-access.js`).markAdmin(e.record)
  e.next()
}, 'staff')
