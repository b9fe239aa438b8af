import * as v from 'valibot'

// The letters of the world's common scripts as explicit ranges: the hooks' JS engine has no \p{L}.
const letters =
  'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0300-\\u036F\\u0370-\\u03FF\\u0400-\\u052F\\u0590-\\u05FF\\u0600-\\u06FF\\u0900-\\u097F\\u0E00-\\u0E7F\\u1E00-\\u1EFF\\u3040-\\u30FF\\u4E00-\\u9FFF\\uAC00-\\uD7AF'

/** Letters of any language, then letters, spaces, hyphens, apostrophes and full stops ("Zoë van der Berg", "D'Angelo"). */
// eslint-disable-next-line no-misleading-character-class -- combining marks are allowed after a letter (decomposed accents)
export const personNamePattern = new RegExp(`^[${letters}][${letters} '\u2019.-]*$`)

/** A trimmed name of `min` to `max` characters, or a code: name.tooShort, name.tooLong, name.characters. */
export function personNameRule(min: number, max: number) {
  return v.pipe(
    v.string('name.tooShort'),
    v.trim(),
    v.minLength(min, 'name.tooShort'),
    v.maxLength(max, 'name.tooLong'),
    v.regex(personNamePattern, 'name.characters'),
  )
}
