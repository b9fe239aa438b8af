// Wrong second-factor codes counted per account, whatever address they come from: after
// accountLockout.wrongCodes within its window the account waits accountLockout.waitMinutes and its
// owner gets one mail. Counted in single SQL statements, so simultaneous attempts each count.
const staff = require(`${__hooks}/lib/generated/staff.js`)
const mail = require(`${__hooks}/lib/staff-mail.js`)
const audit = require(`${__hooks}/lib/staff-audit.js`)
const { storedTime, millisecondsOf } = require(`${__hooks}/lib/public-write.js`)

/** Seconds the account still waits; 0 when it may sign in. */
function secondsLocked(app, record) {
  const row = new DynamicModel({ locked_until: '' })
  app.db().newQuery('SELECT locked_until FROM staff WHERE id = {:id}').bind({ id: record.id }).one(row)
  const until = millisecondsOf(row.locked_until)
  return until > Date.now() ? Math.ceil((until - Date.now()) / 1000) : 0
}

/** Counts one wrong code; the count that reaches the limit pauses the account and mails its owner. */
function countWrongCode(app, record) {
  const now = Date.now()
  const windowStart = storedTime(now - staff.accountLockout.windowMinutes * 60000)
  app
    .db()
    .newQuery(
      `UPDATE staff SET
         code_failures = CASE WHEN code_failures_since = '' OR code_failures_since < {:windowStart} THEN 1 ELSE code_failures + 1 END,
         code_failures_since = CASE WHEN code_failures_since = '' OR code_failures_since < {:windowStart} THEN {:now} ELSE code_failures_since END
       WHERE id = {:id}`,
    )
    .bind({ id: record.id, now: storedTime(now), windowStart })
    .execute()
  const until = now + staff.accountLockout.waitMinutes * 60000
  const paused = app
    .db()
    .newQuery(
      `UPDATE staff SET locked_until = {:until}, code_failures = 0, code_failures_since = ''
       WHERE id = {:id} AND code_failures >= {:limit} AND (locked_until = '' OR locked_until < {:now})`,
    )
    .bind({ id: record.id, until: storedTime(until), now: storedTime(now), limit: staff.accountLockout.wrongCodes })
    .execute()
  if (paused.rowsAffected() !== 1) return
  audit.write(app, record, 'account_locked', 'staff', record.id, {})
  mail.sendAccountLocked(app, record, until)
}

/** A completed sign-in starts the count afresh. */
function clearWrongCodes(app, record) {
  app.db().newQuery("UPDATE staff SET code_failures = 0, code_failures_since = '' WHERE id = {:id}").bind({ id: record.id }).execute()
}

module.exports = { secondsLocked, countWrongCode, clearWrongCodes }
