// Server-side rules for enquiries. They mirror the client's valibot schema
// (src/features/enquiries/schema); tests/vectors/enquiries.json runs against
// both, so the two cannot drift apart. Plain ES2015 and CommonJS: this file is
// loaded by PocketBase's JS VM and by the Node unit tests.

/** The service options of each tab (spec §3 "Option lists"). */
const SERVICES_BY_FORM = {
  contact: ['tandem-jump', 'helicopter-jump', 'balloon-jump', 'demo-event', 'media-production', 'rigging-service', 'other'],
  demo: ['half-time-show', 'opening-ceremony', 'stadium-display', 'festival-performance'],
  tandem: ['standard-tandem', 'helicopter-jump', 'balloon-jump', 'beach-landing'],
  corporate: ['team-building', 'client-entertainment', 'product-launch', 'company-celebration'],
}
const FORM_TYPES = Object.keys(SERVICES_BY_FORM)
const LOCALES = ['en', 'nl']

// Letters of the world's common scripts as explicit ranges: PocketBase's JS VM has no \p{L}.
const LETTERS = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0300-\\u036F\\u0370-\\u03FF\\u0400-\\u052F\\u0590-\\u05FF\\u0600-\\u06FF\\u0900-\\u097F\\u0E00-\\u0E7F\\u1E00-\\u1EFF\\u3040-\\u30FF\\u4E00-\\u9FFF\\uAC00-\\uD7AF'
// eslint-disable-next-line no-misleading-character-class -- combining marks are allowed after a letter (decomposed accents)
const NAME_PATTERN = new RegExp(`^[${LETTERS}][${LETTERS} '\u2019.-]*$`)
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const PHONE_PATTERN = /^\+?[0-9 ()-]{7,14}$/

const SECURITY_PATTERNS = [
  /<\s*script\b/i,
  /javascript\s*:/i,
  /\bon[a-z]+\s*=/i,
  /\beval\s*\(/i,
  /\bexpression\s*\(/i,
  /<\s*iframe\b/i,
  /data\s*:\s*text\/html/i,
]
const URL_PATTERN = /(https?:\/\/|www\.)/gi
const MAX_FIELD_LENGTH = 10000
const MAX_URLS = 3

/** Extended-tab details: each is optional text of at most 500 characters. */
const ADDITIONAL_TEXT_FIELDS = ['date', 'location', 'budget', 'experience', 'medicalInfo', 'companyName', 'eventType', 'specialRequests']
const MAX_ADDITIONAL_LENGTH = 500

function isFlagged(text) {
  if (text.length > MAX_FIELD_LENGTH) return true
  if ((text.match(URL_PATTERN) || []).length > MAX_URLS) return true
  return SECURITY_PATTERNS.some((pattern) => pattern.test(text))
}

function textValues(input) {
  const values = []
  const visit = (value) => {
    if (typeof value === 'string') values.push(value)
    else if (value && typeof value === 'object') Object.keys(value).forEach((key) => visit(value[key]))
  }
  visit(input)
  return values
}

function str(value) {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)
}

function nameError(raw) {
  const name = str(raw).trim()
  if (name.length < 2) return 'name.tooShort'
  if (name.length > 50) return 'name.tooLong'
  if (!NAME_PATTERN.test(name)) return 'name.characters'
  return null
}

function emailError(raw) {
  const email = str(raw).trim()
  if (email === '' || !EMAIL_PATTERN.test(email)) return 'email.invalid'
  if (email.length < 5) return 'email.tooShort'
  if (email.length > 100) return 'email.tooLong'
  return null
}

function phoneError(raw) {
  const phone = str(raw).trim()
  if (phone === '') return null
  return PHONE_PATTERN.test(phone) && phone.length >= 8 && phone.length <= 15 ? null : 'phone.invalid'
}

function serviceError(raw, formType) {
  const service = str(raw).trim()
  if (service === '') return 'service.required'
  const allowed = SERVICES_BY_FORM[formType] || SERVICES_BY_FORM.contact
  return allowed.indexOf(service) === -1 ? 'service.invalid' : null
}

/** The general tab requires a message; on the other tabs it is an optional note. */
function messageError(raw, formType) {
  const message = str(raw)
  if (formType !== 'contact' && message.trim() === '') return null
  if (message.trim() === '') return 'message.empty'
  if (message.trim().length < 10) return 'message.tooShort'
  if (message.trim().length > 1000) return 'message.tooLong'
  return null
}

function additionalErrors(formType, additional) {
  const errors = {}
  if (additional === undefined || additional === null) return errors
  if (typeof additional !== 'object' || Array.isArray(additional)) return { additionalData: 'additionalData.invalid' }
  ADDITIONAL_TEXT_FIELDS.forEach((field) => {
    if (str(additional[field]).length > MAX_ADDITIONAL_LENGTH) errors[field] = 'additional.tooLong'
  })
  const attendees = additional.attendees
  if (attendees !== undefined && attendees !== null && attendees !== '') {
    const count = Number(attendees)
    if (!Number.isInteger(count) || count < 1 || count > 100000) errors.attendees = 'attendees.invalid'
  }
  const weight = additional.weight
  if (formType === 'tandem' && weight !== undefined && weight !== null && weight !== '') {
    const kg = Number(weight)
    if (!Number.isFinite(kg) || kg < 40) errors.weight = 'weight.tooLow'
    else if (kg > 100) errors.weight = 'weight.overLimit'
  }
  return errors
}

/**
 * Validates an enquiry. Returns an object of field -> error code; empty when
 * valid. A flagged text (scripts, too long, too many links) rejects the whole
 * form with one code, as the spec's security check does.
 */
function validateEnquiry(input) {
  const data = input && typeof input === 'object' ? input : {}
  if (textValues(data).some(isFlagged)) return { form: 'security.rejected' }
  const errors = {}
  const formType = str(data.formType)
  const checks = {
    name: nameError(data.name),
    email: emailError(data.email),
    phone: phoneError(data.phone),
    service: serviceError(data.service, formType),
    message: messageError(data.message, formType),
    formType: FORM_TYPES.indexOf(formType) === -1 ? 'formType.invalid' : null,
  }
  Object.keys(checks).forEach((field) => {
    if (checks[field]) errors[field] = checks[field]
  })
  const extra = additionalErrors(formType, data.additionalData)
  Object.keys(extra).forEach((field) => {
    errors[field] = extra[field]
  })
  return errors
}

module.exports = { validateEnquiry, SERVICES_BY_FORM, FORM_TYPES, LOCALES, ADDITIONAL_TEXT_FIELDS, NAME_PATTERN, EMAIL_PATTERN, isFlagged }
