// Serves the built site for Lighthouse with the weather pages' provider replaced by the local
// Open-Meteo replay (tests/support/open-meteo-replay.ts): these machines cannot reach the real
// API, and a provider that never answers would measure the 4 s provider timeout, not the page.
//
//   node scripts/perf/serve-with-weather-replay.ts <port>
import { spawn } from 'node:child_process'
import { startOpenMeteoReplay } from '../../tests/support/open-meteo-replay.ts'

const port = process.argv[2] ?? '8097'
const replay = await startOpenMeteoReplay()
const site = spawn('bash', ['scripts/serve-built-site.sh', port], {
  env: { ...process.env, WEATHER_API_URL: `${replay.url}/v1/forecast` },
  stdio: 'inherit',
})
const stop = () => {
  site.kill('SIGTERM')
  void replay.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
site.on('exit', (code) => {
  void replay.close().then(() => process.exit(code ?? 0))
})
