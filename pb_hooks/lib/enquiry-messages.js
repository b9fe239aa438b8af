// The texts of the enquiry error codes, in the words of the client's
// messages (src/features/enquiries/schema/enquiry-messages.ts); a unit test
// keeps the two identical.
const MESSAGES = {
  'name.tooShort': { en: 'Name must be at least 2 characters', nl: 'Naam moet minimaal 2 tekens bevatten' },
  'name.tooLong': { en: 'Name must be at most 50 characters', nl: 'Naam mag maximaal 50 tekens bevatten' },
  'name.characters': {
    en: 'Name can only contain letters, spaces, hyphens, apostrophes and full stops',
    nl: 'Naam mag alleen letters, spaties, koppeltekens, apostroffen en punten bevatten',
  },
  'email.invalid': { en: 'Please enter a valid email address', nl: 'Vul een geldig e-mailadres in' },
  'email.tooShort': { en: 'Email must be at least 5 characters', nl: 'E-mailadres moet minimaal 5 tekens bevatten' },
  'email.tooLong': { en: 'Email must be at most 100 characters', nl: 'E-mailadres mag maximaal 100 tekens bevatten' },
  'phone.invalid': { en: 'Please enter a valid phone number', nl: 'Vul een geldig telefoonnummer in' },
  'service.required': { en: 'Please select a service', nl: 'Kies een dienst' },
  'service.invalid': { en: 'Please select a valid service', nl: 'Kies een geldige dienst' },
  'message.tooShort': { en: 'Message must be at least 10 characters', nl: 'Bericht moet minimaal 10 tekens bevatten' },
  'message.tooLong': { en: 'Message must be at most 1000 characters', nl: 'Bericht mag maximaal 1000 tekens bevatten' },
  'message.empty': { en: 'Message cannot be empty', nl: 'Bericht mag niet leeg zijn' },
  'security.rejected': {
    en: 'Form validation failed. Please check your input.',
    nl: 'Het formulier kon niet worden gecontroleerd. Controleer uw invoer.',
  },
  'formType.invalid': { en: 'Please choose one of the forms', nl: 'Kies een van de formulieren' },
  'additionalData.invalid': { en: 'The extra details could not be read', nl: 'De aanvullende gegevens konden niet worden gelezen' },
  'additional.tooLong': { en: 'This field can hold at most 500 characters', nl: 'Dit veld mag maximaal 500 tekens bevatten' },
  'attendees.invalid': { en: 'Please enter a whole number of people', nl: 'Vul een heel aantal personen in' },
  'weight.tooLow': { en: 'Minimum weight is 40kg', nl: 'Het minimumgewicht is 40 kg' },
  'weight.overLimit': {
    en: 'Tandem jumps are possible up to 100 kg body weight',
    nl: 'Tandemsprongen zijn mogelijk tot 100 kg lichaamsgewicht',
  },
  'idempotency.invalid': {
    en: 'Submission failed. Please try again.',
    nl: 'Verzenden is mislukt. Probeer het opnieuw.',
  },
  'request.unsupportedType': {
    en: 'Submission failed. Please try again.',
    nl: 'Verzenden is mislukt. Probeer het opnieuw.',
  },
  'request.tooLarge': {
    en: 'Form validation failed. Please check your input.',
    nl: 'Het formulier kon niet worden gecontroleerd. Controleer uw invoer.',
  },
}

function messageFor(code, locale) {
  const texts = MESSAGES[code] || MESSAGES['idempotency.invalid']
  return locale === 'nl' ? texts.nl : texts.en
}

module.exports = { MESSAGES, messageFor }
