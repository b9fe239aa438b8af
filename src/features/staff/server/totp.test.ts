import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { checkCode, codeAt, enrolmentFor, groupKey, stepAt } from './totp'

const key = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const at = Date.UTC(2026, 10, 24, 9, 30, 10)
const oathtool = (seconds: number) =>
  execFileSync('/usr/bin/oathtool', ['--totp', '--base32', `--now=@${seconds}`, key], { encoding: 'utf8' }).trim()

describe('TOTP codes', () => {
  it('agree with oathtool, an independent implementation', () => {
    for (const offset of [0, 30, 59, 3600, 86_400 * 400]) {
      const seconds = at / 1000 + offset
      expect(codeAt(key, seconds * 1000)).toBe(oathtool(seconds))
    }
  })

  it('accept the step before and after, not two away', () => {
    const step = stepAt(at)
    expect(checkCode(key, codeAt(key, at - 30_000), at, 0)).toEqual({ ok: true, step: step - 1 })
    expect(checkCode(key, codeAt(key, at + 30_000), at, 0)).toEqual({ ok: true, step: step + 1 })
    expect(checkCode(key, codeAt(key, at - 60_000), at, 0)).toEqual({ ok: false, code: 'code.invalid' })
  })

  it('refuse a step already used, or an earlier one', () => {
    const step = stepAt(at)
    expect(checkCode(key, codeAt(key, at), at, step)).toEqual({ ok: false, code: 'code.used' })
    expect(checkCode(key, codeAt(key, at - 30_000), at, step)).toEqual({ ok: false, code: 'code.used' })
    expect(checkCode(key, codeAt(key, at + 30_000), at, step)).toEqual({ ok: true, step: step + 1 })
  })

  it('take a code typed with spaces, and refuse anything but six digits', () => {
    const code = codeAt(key, at)
    expect(checkCode(key, `${code.slice(0, 3)} ${code.slice(3)}`, at, 0).ok).toBe(true)
    for (const typed of ['', '12345', '1234567', 'abcdef']) expect(checkCode(key, typed, at, 0)).toEqual({ ok: false, code: 'code.invalid' })
    expect(checkCode('', code, at, 0)).toEqual({ ok: false, code: 'code.invalid' })
  })

  it('enrol with an otpauth URI naming the issuer and the account, and a key in groups of four', () => {
    const enrolment = enrolmentFor(key, 'eva@parapro.test')
    expect(enrolment.uri).toBe(`otpauth://totp/ParaPro%20Skydiving:eva%40parapro.test?issuer=ParaPro%20Skydiving&secret=${key}&algorithm=SHA1&digits=6&period=30`)
    expect(enrolment.key).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(groupKey('ABCDE')).toBe('ABCD E')
  })
})
