// What every public write route shares (enquiries, newsletter, chat): JSON bodies only, a body cap
// that also holds for chunked bodies, answers in the visitor's language and 429s with Retry-After.
// The answers come from the feature's generated bundle (rejectionBody), so the texts are the form's.

/** The visitor's language before the body is read: the Accept-Language header. */
function headerLocale(e) {
  const accepted = String(e.request.header.get('Accept-Language') || '').toLowerCase()
  return accepted.indexOf('nl') === 0 ? 'nl' : 'en'
}

function isTooLarge(error) {
  const status = error && error.value && typeof error.value.status === 'number' ? error.value.status : 0
  return status === 413 || /too large/i.test(String(error))
}

/**
 * Route middleware body (see `bodyCapMiddleware` in the .pb.js files): answers the body limit's
 * early 413 (a declared Content-Length over the cap) in the route's own shape.
 */
function answerTooLarge(e, rejectionBody) {
  try {
    return e.next()
  } catch (error) {
    if (!isTooLarge(error)) throw error
    return e.json(413, rejectionBody('request.tooLarge', headerLocale(e)))
  }
}

/**
 * The JSON body, or why it is refused: 415 for another content type, 413 for a body over the cap
 * (also when it arrives chunked), 400 for anything that is not a JSON object.
 */
function readJsonObject(e) {
  const contentType = String(e.request.header.get('Content-Type') || '').toLowerCase()
  if (contentType.indexOf('application/json') !== 0) return { refusal: { status: 415, code: 'request.failed' } }
  try {
    const body = e.requestInfo().body
    if (body && typeof body === 'object' && !Array.isArray(body)) return { body }
  } catch (error) {
    if (isTooLarge(error)) return { refusal: { status: 413, code: 'request.tooLarge' } }
  }
  return { refusal: { status: 400, code: 'request.failed' } }
}

/** Answers a refusal of readJsonObject in the route's shape and the language the browser asks for. */
function refuse(e, refusal, rejectionBody) {
  return e.json(refusal.status, rejectionBody(refusal.code, headerLocale(e)))
}

function localeOf(body) {
  return body && body.locale === 'nl' ? 'nl' : 'en'
}

/** A one-way key of the client's address, for per-client limits without storing the address. */
function clientHash(e) {
  return $security.sha256(`site-client:${e.realIP()}`)
}

function tooManyRequests(e, rejectionBody, locale, retryAfterSeconds) {
  e.response.header().set('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))))
  return e.json(429, rejectionBody('request.rateLimited', locale))
}

/** A timestamp in the form PocketBase stores and compares dates: "2026-11-24 17:30:00.000Z". */
function storedTime(milliseconds) {
  return new Date(milliseconds).toISOString().replace('T', ' ')
}

function millisecondsOf(storedDate) {
  return new Date(String(storedDate).replace(' ', 'T')).getTime()
}

module.exports = { answerTooLarge, readJsonObject, refuse, localeOf, clientHash, tooManyRequests, storedTime, millisecondsOf }
