import { describe, expect, it } from 'vitest'
import { resolveStartEnv } from './start-env.mjs'

const example = 'SMTP_HOST=\nSMTP_PORT=\nPORT=\nSITE_ORIGIN=http://127.0.0.1:8090\nCOMPANY_EMAIL=info@parapro.test\n'

describe('the environment of npm start', () => {
  it('sends mail to the local catcher when .env.example leaves SMTP_HOST and SMTP_PORT empty', () => {
    const env = resolveStartEnv([example], {})
    expect(env).toMatchObject({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1025', PORT: '8090', COMPANY_EMAIL: 'info@parapro.test' })
  })

  it('follows the catcher to another port', () => {
    expect(resolveStartEnv([example], { MAILDEV_SMTP_PORT: '2525' })).toMatchObject({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525' })
  })

  it('lets .env and the shell override, in that order, and ignores their empty values', () => {
    const dotEnv = 'SMTP_HOST=smtp.example.nl\nSMTP_PORT=587\nCOMPANY_EMAIL=\n'
    expect(resolveStartEnv([example, dotEnv], {})).toMatchObject({ SMTP_HOST: 'smtp.example.nl', SMTP_PORT: '587', COMPANY_EMAIL: 'info@parapro.test' })
    expect(resolveStartEnv([example, dotEnv], { SMTP_HOST: 'mail.test', SMTP_PORT: '' })).toMatchObject({ SMTP_HOST: 'mail.test', SMTP_PORT: '587' })
  })

  it('points the seed script and the dev proxy at the chosen port', () => {
    expect(resolveStartEnv([example], { PORT: '9123' })).toMatchObject({ POCKETBASE_URL: 'http://127.0.0.1:9123' })
  })
})
