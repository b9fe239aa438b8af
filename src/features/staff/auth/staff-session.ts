/** Pure rules of the browser side of a staff session (unit-tested). */

/** The expiry (ms since 1970) a PocketBase token carries, or 0 when it cannot be read. */
export function tokenExpiresAt(token: string): number {
  try {
    const payload = token.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const exp = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp * 1000 : 0
  } catch {
    return 0
  }
}

/** Why a staff member lands on the sign-in screen: the session ended, they signed out, or they had none. */
export type SignInReason = 'session-expired' | 'signed-out' | 'required'

/**
 * Where to go after signing in: the staff screen the person came from, never another site or a
 * public page ("//evil.test" or "https://..." are ignored).
 */
export function safeStaffRedirect(target: string | undefined): string {
  const staffPath = /^\/(admin|video-management|chat-management|ssl-status)(\/[\w\-/]*)?(\?[^#\s]*)?$/
  if (!target || !staffPath.test(target) || target.startsWith('/admin/auth')) return '/admin'
  return target
}
