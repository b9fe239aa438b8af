import { describe, expect, it } from 'vitest'
import { isStaffPath, localeForPath } from './staff-locale'

describe('staff screens and language', () => {
  it('know the staff paths', () => {
    for (const path of ['/admin', '/admin/auth', '/admin/settings', '/video-management', '/chat-management', '/ssl-status']) expect(isStaffPath(path)).toBe(true)
    for (const path of ['/', '/about', '/nl/admin', '/administration', '/ssl-status-page']) expect(isStaffPath(path)).toBe(false)
  })

  it('show a staff screen in the chosen language, a public page in the language of its path', () => {
    expect(localeForPath('/admin', 'nl')).toBe('nl')
    expect(localeForPath('/admin', null)).toBe('en')
    expect(localeForPath('/about', 'nl')).toBe('en')
    expect(localeForPath('/nl/about', 'en')).toBe('nl')
  })
})
