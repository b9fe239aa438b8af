import { describe, expect, it } from 'vitest'
import { formFields, serviceValuesOf } from './form-config'
import { formTypes, servicesByForm } from './schema/options'

describe('the enquiry form configuration', () => {
  it.each(formTypes)('offers exactly the service values the rules accept on the %s tab', (formType) => {
    expect(serviceValuesOf(formType)).toEqual(servicesByForm[formType])
  })

  it('asks name, email and service on every tab', () => {
    for (const formType of formTypes) {
      const paths = formFields[formType].map((field) => field.path)
      expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'service', 'message']))
    }
  })
})
