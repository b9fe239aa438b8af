import { describe, expect, it } from 'vitest'
import { safeStaffRedirect, tokenExpiresAt } from './staff-session'

const tokenWith = (payload: object) => `header.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`

describe('staff session', () => {
  it('reads the expiry of a token, and 0 from anything else', () => {
    expect(tokenExpiresAt(tokenWith({ exp: 1795551978, id: 'abc' }))).toBe(1795551978000)
    expect(tokenExpiresAt('not a token')).toBe(0)
    expect(tokenExpiresAt(tokenWith({ id: 'no-exp' }))).toBe(0)
  })

  it('goes back only to a staff screen after sign-in', () => {
    expect(safeStaffRedirect('/admin/settings')).toBe('/admin/settings')
    expect(safeStaffRedirect('/ssl-status')).toBe('/ssl-status')
    expect(safeStaffRedirect('/admin?status=new')).toBe('/admin?status=new')
    for (const target of [undefined, '', '//evil.test/admin', 'https://evil.test/admin', '/about', '/admin/auth', '/adminx']) {
      expect(safeStaffRedirect(target)).toBe('/admin')
    }
  })
})
