// The staff sign-in after the password: enrolling the authenticator app, checking its codes or a
// recovery code, and finishing PocketBase's MFA session with a token. The password step is
// PocketBase's own (auth-with-password answers 401 with an mfaId); every route here takes that mfaId.
const staff = require(`${__hooks}/lib/generated/staff.js`)
const { refuse, markAdmin, localeOf } = require(`${__hooks}/lib/staff-access.js`)
const audit = require(`${__hooks}/lib/staff-audit.js`)
const enrolment = require(`${__hooks}/lib/staff-enrolment.js`)
const lockout = require(`${__hooks}/lib/staff-lockout.js`)
const { storedTime } = require(`${__hooks}/lib/public-write.js`)

const ATTEMPTS_KEY = 'staff-code-attempts:'

function body(e) {
  const read = e.requestInfo().body
  return read && typeof read === 'object' ? read : {}
}

/** The sign-in attempt an mfaId names, after the password and within its five minutes. */
function signInAttempt(e) {
  const mfaId = String(body(e).mfaId || '')
  if (!/^[a-z0-9]{15}$/.test(mfaId)) return { refusal: 'signIn.expired' }
  const collection = e.app.findCollectionByNameOrId('staff')
  let mfa
  try {
    mfa = e.app.findMFAById(mfaId)
  } catch {
    return { refusal: 'signIn.expired' }
  }
  if (mfa.collectionRef() !== collection.id || mfa.method() !== 'password' || mfa.hasExpired(collection.mfa.durationTime())) {
    return { refusal: 'signIn.expired' }
  }
  return { mfa, record: e.app.findRecordById(collection, mfa.recordRef()) }
}

/** Counts a code attempt of this sign-in attempt; after the last one allowed, the attempt is void. */
function spendAttempt(e, mfa) {
  const key = ATTEMPTS_KEY + mfa.id
  const used = (e.app.store().get(key) || 0) + 1
  e.app.store().set(key, used)
  if (used <= staff.maxCodeAttempts) return true
  try {
    e.app.delete(mfa)
  } catch {
    // already gone
  }
  e.app.store().remove(key)
  return false
}

function forgetAttempts(e, mfa) {
  e.app.store().remove(ATTEMPTS_KEY + mfa.id)
}

/**
 * The steps every code route shares: a live sign-in attempt with attempts left, in the right state,
 * for an account that is not paused after too many wrong codes.
 */
function openAttempt(e, wantsFactor) {
  const attempt = signInAttempt(e)
  if (attempt.refusal) return { answer: refuse(e, 400, attempt.refusal) }
  if (attempt.record.getBool('totp_enabled') !== wantsFactor) {
    return { answer: refuse(e, 409, wantsFactor ? 'factor.missing' : 'factor.present') }
  }
  const waitSeconds = lockout.secondsLocked(e.app, attempt.record)
  if (waitSeconds > 0) {
    e.response.header().set('Retry-After', String(waitSeconds))
    return { answer: refuse(e, 429, 'account.locked') }
  }
  if (!spendAttempt(e, attempt.mfa)) return { answer: refuse(e, 429, 'attempts.exceeded') }
  return attempt
}

/**
 * A refused code. A wrong one counts against the account whatever address it came from; one that
 * was right but is spent (a second tab, a double press, a replay) says so and counts for nothing:
 * guessing only ever produces wrong ones.
 */
function wrongCode(e, record, code) {
  if (code !== 'code.used') lockout.countWrongCode(e.app, record)
  return refuse(e, 400, code)
}

/** The sign-in is complete: the count of wrong codes starts afresh. */
function signedIn(e, attempt) {
  forgetAttempts(e, attempt.mfa)
  lockout.clearWrongCodes(e.app, attempt.record)
}

function newSecret() {
  return $security.randomStringWithAlphabet(staff.secretLength, staff.base32Alphabet)
}

/**
 * POST /api/site/staff/totp/enrol {mfaId, enrolmentToken?}: for an account without a factor. Without
 * the token of the mailed link it mails one (202); with it, the key to scan.
 */
function enrol(e) {
  const attempt = signInAttempt(e)
  if (attempt.refusal) return refuse(e, 400, attempt.refusal)
  const record = attempt.record
  if (record.getBool('totp_enabled')) return refuse(e, 409, 'factor.present')
  const token = body(e).enrolmentToken
  if (token === undefined || token === null || token === '') {
    if (!enrolment.mailLink(e.app, record)) return refuse(e, 503, 'request.failed')
    audit.write(e.app, record, 'enrolment_link_sent', 'staff', record.id, {})
    return e.json(202, staff.rejectionBody('enrolment.linkSent', localeOf(e)))
  }
  if (!enrolment.linkIsValid(record, token)) return refuse(e, 400, 'enrolment.linkInvalid')
  let secret = record.getString('totp_pending_secret')
  if (!secret) {
    secret = newSecret()
    record.set('totp_pending_secret', secret)
    e.app.save(record)
  }
  return e.json(200, staff.enrolmentFor(secret, record.email()))
}

function newRecoveryCodes(record) {
  const codes = []
  for (let i = 0; i < staff.recoveryCodeCount; i++) {
    codes.push(staff.formatRecoveryCode($security.randomStringWithAlphabet(staff.recoveryCodeLength, staff.recoveryAlphabet)))
  }
  const hashes = codes.map((code) => $security.sha256(staff.recoveryHashInput(record.id, code)))
  return { codes, hashes }
}

/**
 * POST /api/site/staff/totp/confirm {mfaId, code, enrolmentToken}: the first code switches the factor
 * on and spends the link; signs in.
 */
function confirm(e) {
  const attempt = openAttempt(e, false)
  if (attempt.answer) return attempt.answer
  const record = attempt.record
  const token = String(body(e).enrolmentToken || '')
  if (!enrolment.linkIsValid(record, token)) return refuse(e, 400, 'enrolment.linkInvalid')
  const secret = record.getString('totp_pending_secret')
  const check = staff.checkCode(secret, String(body(e).code || ''), Date.now(), 0)
  if (!check.ok) return wrongCode(e, record, check.code)
  if (!enrolment.claimLink(e.app, record, token)) return refuse(e, 400, 'enrolment.linkInvalid')
  const recovery = newRecoveryCodes(record)
  record.load({
    totp_secret: secret,
    totp_pending_secret: '',
    totp_enabled: true,
    totp_last_step: check.step,
    recovery_codes: recovery.hashes,
    enrolment_token_hash: '',
    enrolment_expires: '',
  })
  // Tokens issued before the factor existed (an impersonation, say) stop working.
  record.refreshTokenKey()
  e.app.save(record)
  signedIn(e, attempt)
  audit.write(e.app, record, 'factor_enrolled', 'staff', record.id, {})
  return $apis.recordAuthResponse(e, record, 'totp', { recoveryCodes: recovery.codes })
}

/** POST /api/site/staff/totp/verify {mfaId, code}: a code from the app; signs in. */
function verify(e) {
  const attempt = openAttempt(e, true)
  if (attempt.answer) return attempt.answer
  const record = attempt.record
  const check = staff.checkCode(record.getString('totp_secret'), String(body(e).code || ''), Date.now(), record.getInt('totp_last_step'))
  if (!check.ok) return wrongCode(e, record, check.code)
  // One statement decides between simultaneous requests with the same code: only one moves the step.
  const moved = e.app
    .db()
    .newQuery('UPDATE staff SET totp_last_step = {:step} WHERE id = {:id} AND totp_last_step < {:step}')
    .bind({ id: record.id, step: check.step })
    .execute()
  if (moved.rowsAffected() !== 1) return refuse(e, 400, 'code.used')
  record.set('totp_last_step', check.step)
  signedIn(e, attempt)
  return $apis.recordAuthResponse(e, record, 'totp', null)
}

function storedHashes(record) {
  try {
    const hashes = JSON.parse(record.getString('recovery_codes') || '[]')
    return Array.isArray(hashes) ? hashes : []
  } catch {
    return []
  }
}

/** POST /api/site/staff/totp/recover {mfaId, recoveryCode}: one of the ten codes, once; signs in. */
function recover(e) {
  const attempt = openAttempt(e, true)
  if (attempt.answer) return attempt.answer
  const record = attempt.record
  const typed = String(body(e).recoveryCode || '')
  const hash = staff.looksLikeRecoveryCode(typed) ? $security.sha256(staff.recoveryHashInput(record.id, typed)) : ''
  // The code leaves the list in the same statement that finds it: simultaneous requests with one
  // code cannot both sign in.
  const spent = hash
    ? e.app
        .db()
        .newQuery(
          `UPDATE staff SET recovery_codes = (SELECT json_group_array(value) FROM json_each(staff.recovery_codes) WHERE value != {:hash})
           WHERE id = {:id} AND json_valid(staff.recovery_codes) AND EXISTS (SELECT 1 FROM json_each(staff.recovery_codes) WHERE value = {:hash})`,
        )
        .bind({ id: record.id, hash })
        .execute()
        .rowsAffected() === 1
    : false
  if (!spent) return wrongCode(e, record, 'recovery.invalid')
  const hashes = storedHashes(record).filter((stored) => stored !== hash)
  record.set('recovery_codes', hashes)
  signedIn(e, attempt)
  audit.write(e.app, record, 'recovery_code_used', 'staff', record.id, { recovery_codes_left: { from: String(hashes.length + 1), to: String(hashes.length) } })
  return $apis.recordAuthResponse(e, record, 'recovery', { recoveryCodesLeft: hashes.length })
}

function millisecondsOf(storedDate) {
  const text = String(storedDate || '')
  return text ? new Date(text.replace(' ', 'T')).getTime() : 0
}

/** GET /api/site/staff/me: the signed-in person as the staff screens show them. */
function me(e) {
  const record = e.auth
  const lastLogin = millisecondsOf(record.getString('last_login'))
  return e.json(200, {
    id: record.id,
    email: record.email(),
    name: record.getString('name'),
    isAdmin: record.getBool('is_admin'),
    hasMFA: record.getBool('totp_enabled'),
    lastLogin: record.getString('last_login'),
    previousLogin: record.getString('previous_login'),
    sessionEndsAt: lastLogin ? new Date(staff.sessionEndsAt(lastLogin)).toISOString() : '',
    recoveryCodesLeft: storedHashes(record).length,
  })
}

/** POST /api/site/staff/sign-out-everywhere: a new token key ends every session of this person. */
function signOutEverywhere(e) {
  const record = e.app.findRecordById('staff', e.auth.id)
  record.refreshTokenKey()
  e.app.save(record)
  audit.write(e.app, record, 'signed_out_everywhere', 'staff', record.id, {})
  return e.json(200, { ok: true })
}

/**
 * onRecordAuthRequest: admin flag from ADMIN_EMAILS before the answer; after a completed sign-in
 * (not a token refresh, whose method is ''), the time of it. The password step stops at e.next()
 * with PocketBase's "mfa required".
 */
function onAuth(e) {
  if (markAdmin(e.record)) e.app.save(e.record)
  e.next()
  if (e.authMethod === '') return
  // Only these two columns: a save of the whole record, loaded when the request began, would write
  // back the code step and the count of wrong codes as they were then.
  e.app
    .db()
    .newQuery('UPDATE staff SET previous_login = last_login, last_login = {:now} WHERE id = {:id}')
    .bind({ id: e.record.id, now: storedTime(Date.now()) })
    .execute()
}

/** onRecordAuthRefreshRequest: no new token once the working day since the sign-in is over. */
function onRefresh(e) {
  if (staff.sessionHasEnded(millisecondsOf(e.record.getString('last_login')), Date.now())) {
    return refuse(e, 401, 'session.expired')
  }
  return e.next()
}

module.exports = { enrol, confirm, verify, recover, me, signOutEverywhere, onAuth, onRefresh }
