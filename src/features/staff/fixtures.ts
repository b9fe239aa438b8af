import type { Enrolment, SignInApi, StaffUser } from './api/staff-api'

/** Example data and stand-in servers for the staff stories. */
export const exampleUser: StaffUser = {
  id: 'staff0000000001',
  email: 'eva@parapro.test',
  name: 'Eva de Boer',
  isAdmin: true,
  hasMFA: true,
  lastLogin: '2026-11-24 08:02:11.000Z',
  previousLogin: '2026-11-23 07:58:40.000Z',
  sessionEndsAt: '2026-11-24T17:02:11.000Z',
  recoveryCodesLeft: 10,
}

export const exampleEnrolment: Enrolment = {
  uri: 'otpauth://totp/ParaPro%20Skydiving:eva%40parapro.test?issuer=ParaPro%20Skydiving&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  key: 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
  issuer: 'ParaPro Skydiving',
  account: 'eva@parapro.test',
}

export const exampleRecoveryCodes = ['7KQ2M-XW9PA', 'H4TNB-R8ZCE', 'MVP3D-K2QJS', 'WX8RA-5TNHF', 'C9JEK-P3VMB', 'QD2HW-7ZRNX', 'B6SPT-J4KAE', 'N3XMC-9HDWQ', 'R7FZB-2KVTS', 'E5WQJ-8NCPM']

/** A tiny valid image where stories need the QR code drawn. */
export const drawnQr = async () =>
  'data:image/svg+xml;utf8,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="22" height="22"><rect width="22" height="22" fill="white"/><rect x="2" y="2" width="6" height="6"/><rect x="14" y="2" width="6" height="6"/><rect x="2" y="14" width="6" height="6"/></svg>')

const failure = (status: number, code?: string) => Object.assign(new Error(code ?? 'failed'), { status, response: code ? { code } : {} })

/** A server where "123456" is the right code, "ABCDE-FGHJK" a recovery code and "right-password" the password. */
/** The sign-in against a stand-in server: `withoutFactor` accounts need the mailed link ('link-token'). */
export function fakeSignInApi({ withoutFactor = false }: { withoutFactor?: boolean } = {}): SignInApi {
  const used = new Set<string>()
  const check = async (code: string) => {
    if (code.replace(/\s/g, '') !== '123456') throw failure(400, 'code.invalid')
    if (used.has(code)) throw failure(400, 'code.used')
    used.add(code)
    return { token: 'token', record: { id: exampleUser.id, collectionId: 'staff', collectionName: 'staff' } }
  }
  return {
    password: async (_email, password, enrolmentToken) => {
      if (password !== 'right-password') throw failure(400)
      const mfaId = 'mfa000000000001'
      if (!withoutFactor) return { mfaId, next: 'code' }
      if (!enrolmentToken) return { mfaId, next: 'linkSent' }
      if (enrolmentToken !== 'link-token') throw failure(400, 'enrolment.linkInvalid')
      return { mfaId, next: 'enrol', enrolment: exampleEnrolment }
    },
    confirm: async (_mfaId, code) => ({ ...(await check(code)), recoveryCodes: exampleRecoveryCodes }),
    verify: async (_mfaId, code) => check(code),
    recover: async (_mfaId, code) => {
      if (code.toUpperCase() !== 'ABCDE-FGHJK') throw failure(400, 'recovery.invalid')
      return check('123456')
    },
  }
}
