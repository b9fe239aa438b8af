// One Lighthouse at a time in a worker thread of its own (lighthouse-harness.mjs `lighthouseWorkers`):
// Lighthouse keeps timing marks and trace-engine state per thread, so two runs in one thread at
// once break each other.
import { parentPort } from 'node:worker_threads'
import { runLighthouse } from './lighthouse-harness.mjs'

parentPort.on('message', async ({ id, url, collect, options }) => {
  try {
    parentPort.postMessage({ id, result: await runLighthouse(url, collect, options) })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
})
