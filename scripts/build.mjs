// Builds the server renderer first, then the client; the client build's
// prerender step uses the renderer to write every page as static HTML.
import { build } from 'vite'

await build({ build: { ssr: 'src/entry-server.tsx' }, mode: 'production', logLevel: 'warn' })
await build({ mode: 'production' })
