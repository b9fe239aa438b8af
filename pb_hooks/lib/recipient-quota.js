// How many mails a visitor's form has made the site send to one address today (enquiry
// confirmations, chat transcript offers, newsletter confirmations together): at most
// unconfirmedMailsPerAddressPerDay, whoever fills in the forms and from wherever. Counted per
// address (its SHA-256, so the table is no list of addresses) and Amsterdam day, in one SQL
// statement, so simultaneous forms cannot pass the limit together.
const { unconfirmedMailsPerAddressPerDay } = require(`${__hooks}/lib/generated/enquiries.js`)

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

function dayOf(milliseconds) {
  // The day changes at midnight in the Netherlands (CET/CEST): one hour ahead of UTC is near enough for a daily limit.
  return new Date(milliseconds + 3600000).toISOString().slice(0, 10)
}

/** True when one more such mail may go to `address` today (and counts it); false when the day's limit is reached. */
function takeMailSlot(app, address) {
  const now = Date.now()
  const result = app
    .db()
    .newQuery(
      `INSERT INTO mail_recipient_days (id, address_hash, day, count) VALUES ({:id}, {:hash}, {:day}, 1)
       ON CONFLICT (address_hash, day) DO UPDATE SET count = count + 1 WHERE count < {:limit}`,
    )
    .bind({
      id: $security.randomStringWithAlphabet(15, ID_ALPHABET),
      hash: $security.sha256(`mail-recipient:${String(address).trim().toLowerCase()}`),
      day: dayOf(now),
      limit: unconfirmedMailsPerAddressPerDay,
    })
    .execute()
  return result.rowsAffected() === 1
}

/** Cron: the counts of days that are over. */
function forgetPastDays(app) {
  app.db().newQuery('DELETE FROM mail_recipient_days WHERE day < {:today}').bind({ today: dayOf(Date.now()) }).execute()
}

module.exports = { takeMailSlot, forgetPastDays }
