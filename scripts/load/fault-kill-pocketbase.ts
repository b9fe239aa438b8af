// Fault: PocketBase is killed (SIGKILL) in the middle of a burst and started
// again on the same data. Every enquiry that got a 2xx must still be there.
//   node scripts/load/fault-kill-pocketbase.ts   (FAULT_TOTAL, FAULT_KILL_AFTER_MS)
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  cleanEnv,
  repoRoot,
  resolvePocketBaseBinary,
  startMailCapture,
  startPocketBase,
  stopProcess,
} from '../../tests/support/stack.ts'
import { superuserSignIn } from '../../tests/support/superuser.ts'
import { disableRateLimits, sendEnquiries, storedEnquiries } from './common.ts'

const total = Number(process.env.FAULT_TOTAL ?? 1000)
const killAfterMs = Number(process.env.FAULT_KILL_AFTER_MS ?? 1500)
const superuser = { email: 'admin@parapro.test', password: 'fault-test-password' }

const binary = await resolvePocketBaseBinary()
const mail = await startMailCapture()
const root = await mkdtemp(path.join(os.tmpdir(), 'parapro-fault-'))
const dataDir = path.join(root, 'pb_data')
const env = {
  ...cleanEnv(),
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(mail.smtpPort),
  SMTP_TLS: 'false',
  PB_SUPERUSER_EMAIL: superuser.email,
  PB_SUPERUSER_PASSWORD: superuser.password,
}
const publicDir = path.join(repoRoot, 'dist')
const superuserToken = (pbUrl: string) => superuserSignIn({ pbUrl, ...superuser, code: { pocketbaseBin: binary, dataDir } })
try {
  const first = await startPocketBase(binary, dataDir, publicDir, env)
  await disableRateLimits(first.url, await superuserToken(first.url))
  setTimeout(() => first.child.kill('SIGKILL'), killAfterMs)
  const outcomes = await sendEnquiries(first.url, total, 20)
  await stopProcess(first.child)

  const second = await startPocketBase(binary, dataDir, publicDir, env)
  try {
    const token = await superuserToken(second.url)
    const storedIds = new Set((await storedEnquiries(second.url, token)).map((item) => item.id))
    const acknowledged = outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300 && outcome.id)
    const lost = acknowledged.filter((outcome) => !storedIds.has(outcome.id!))
    const report = {
      sent: total,
      killedAfterMs: killAfterMs,
      acknowledgedBeforeKill: acknowledged.length,
      failedRequests: outcomes.length - acknowledged.length,
      storedAfterRestart: storedIds.size,
      acknowledgedButLost: lost.length,
    }
    console.log(JSON.stringify(report, null, 2))
    if (lost.length > 0 || acknowledged.length === 0) process.exitCode = 1
  } finally {
    await stopProcess(second.child)
  }
} finally {
  await mail.close()
  await rm(root, { recursive: true, force: true })
}
