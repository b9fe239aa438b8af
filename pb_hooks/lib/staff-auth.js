// The staff sign-in after the password: enrolling the authenticator app, checking its codes or a
// recovery code, and finishing PocketBase's MFA session with a token. The password step is
// PocketBase's own (auth-with-password answers 401 with an mfaId); every route here takes that mfaId.
const staff = require(`${__hooks}/lib/generated/staff.js`)
const { refuse, markAdmin } = require(`${__hooks}/lib/staff-access.js`)
const audit = require(`${__hooks}/lib/staff-audit.js`)

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

/** The steps every code route shares: a live sign-in attempt with attempts left, in the right state. */
function openAttempt(e, wantsFactor) {
  const attempt = signInAttempt(e)
  if (attempt.refusal) return { answer: refuse(e, 400, attempt.refusal) }
  if (attempt.record.getBool('totp_enabled') !== wantsFactor) {
    return { answer: refuse(e, 409, wantsFactor ? 'factor.missing' : 'factor.present') }
  }
  if (!spendAttempt(e, attempt.mfa)) return { answer: refuse(e, 429, 'attempts.exceeded') }
  return attempt
}

function newSecret() {
  return $security.randomStringWithAlphabet(staff.secretLength, staff.base32Alphabet)
}

/** POST /api/site/staff/totp/enrol {mfaId}: the key to scan, for an account without a factor. */
function enrol(e) {
  const attempt = signInAttempt(e)
  if (attempt.refusal) return refuse(e, 400, attempt.refusal)
  const record = attempt.record
  if (record.getBool('totp_enabled')) return refuse(e, 409, 'factor.present')
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

/** POST /api/site/staff/totp/confirm {mfaId, code}: the first code switches the factor on; signs in. */
function confirm(e) {
  const attempt = openAttempt(e, false)
  if (attempt.answer) return attempt.answer
  const record = attempt.record
  const secret = record.getString('totp_pending_secret')
  const check = staff.checkCode(secret, String(body(e).code || ''), Date.now(), 0)
  if (!check.ok) return refuse(e, 400, check.code)
  const recovery = newRecoveryCodes(record)
  record.load({
    totp_secret: secret,
    totp_pending_secret: '',
    totp_enabled: true,
    totp_last_step: check.step,
    recovery_codes: recovery.hashes,
  })
  // Tokens issued before the factor existed (an impersonation, say) stop working.
  record.refreshTokenKey()
  e.app.save(record)
  forgetAttempts(e, attempt.mfa)
  audit.write(e.app, record, 'factor_enrolled', 'staff', record.id, {})
  return $apis.recordAuthResponse(e, record, 'totp', { recoveryCodes: recovery.codes })
}

/** POST /api/site/staff/totp/verify {mfaId, code}: a code from the app; signs in. */
function verify(e) {
  const attempt = openAttempt(e, true)
  if (attempt.answer) return attempt.answer
  const record = attempt.record
  const check = staff.checkCode(record.getString('totp_secret'), String(body(e).code || ''), Date.now(), record.getInt('totp_last_step'))
  if (!check.ok) return refuse(e, 400, check.code)
  record.set('totp_last_step', check.step)
  e.app.save(record)
  forgetAttempts(e, attempt.mfa)
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
  const hashes = storedHashes(record)
  const index = staff.looksLikeRecoveryCode(typed) ? hashes.indexOf($security.sha256(staff.recoveryHashInput(record.id, typed))) : -1
  if (index === -1) return refuse(e, 400, 'recovery.invalid')
  hashes.splice(index, 1)
  record.set('recovery_codes', hashes)
  e.app.save(record)
  forgetAttempts(e, attempt.mfa)
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
  e.record.set('previous_login', e.record.getString('last_login'))
  e.record.set('last_login', new Date().toISOString())
  e.app.save(e.record)
}

/** onRecordAuthRefreshRequest: no new token once the working day since the sign-in is over. */
function onRefresh(e) {
  if (staff.sessionHasEnded(millisecondsOf(e.record.getString('last_login')), Date.now())) {
    return refuse(e, 401, 'session.expired')
  }
  return e.next()
}

module.exports = { enrol, confirm, verify, recover, me, signOutEverywhere, onAuth, onRefresh }
