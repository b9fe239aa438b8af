import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { devRenderPlugin, prerenderPlugin } from './scripts/vite-prerender-plugin.ts'
import { mantineStableIdPlugin } from './scripts/vite-mantine-stable-id-plugin.ts'
import { prerenderedThemePlugin } from './scripts/vite-prerendered-theme-plugin.ts'
import { precacheUrlOf } from './src/features/pwa/precache-urls.ts'
import { headingFontInStylesheet } from './src/lib/theme/typeface.ts'

const siteLayoutComponent = /[\\/]src[\\/]routes[\\/]\{-\$lang\}[\\/]route\.tsx\?tsr-split=component$/
/** Layout components most public pages render at start (the footer used to bring them into the site chunk), and the photo slots. */
const commonPageComponents = /([\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]List[\\/]|[\\/]src[\\/]components[\\/](Columns|PhotoSlot)[\\/])/
/** Small modules that start-up code shares with code fetched later: alone they would be one more file to load at start. */
const sharedStartupModules = /[\\/]src[\\/](features[\\/]seo[\\/]origin|content[\\/]city-page-text|lib[\\/]served-json)\.ts$/
const inSiteChunk = (id: string) => siteLayoutComponent.test(id) || commonPageComponents.test(id) || sharedStartupModules.test(id)

/**
 * The staff screens: their features (the content screens' without their server rules), the content
 * only they read and their route components (the split-off component part only: a route's own
 * options belong to the route tree of every page).
 */
const staffCode = /[\\/]src[\\/](features[\\/](staff[\\/]|content-admin[\\/](?!server[\\/]))|content[\\/]staff-screens\.ts|routes[\\/](_staff|admin)[\\/.][^?]*\?tsr-split=component)/
const storyPageCode = /[\\/]src[\\/](lib[\\/]stories[\\/](?!story-rules)|features[\\/]stories[\\/](story-page[\\/]|components[\\/](StoryPage|StoryArticle)[\\/])|components[\\/]StoryText[\\/]|features[\\/]seo[\\/]story-head|routes[\\/](-lib[\\/]story-(page|view)|\{-\$lang\}[\\/](stories|verhalen)_\.\$slug\.tsx\?tsr-split=component))/
const staffChunk = /(^|\/)assets\/staff-[\w-]+\.js$/
/** The entry and its static imports: every dynamic import runs after they have loaded. */
const startupChunk = /(^|\/)assets\/(entry-client|site|rolldown-runtime)-[\w-]+\.js$/
/** Parts whose download starts when their page's route chunk runs, before the render that needs them. */
const startedEarly = /(^|\/)assets\/WeatherDashboard-[\w-]+\.js$/

const pocketbaseUrl = process.env.POCKETBASE_URL ?? 'http://127.0.0.1:8090'

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    mantineStableIdPlugin(),
    !process.env.VITEST && devRenderPlugin(),
    !isSsrBuild && prerenderPlugin(),
    !isSsrBuild && prerenderedThemePlugin(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/app',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
          // Staff screens never work offline; social images, store screenshots and 404 pages are never shown offline;
          // the story pages' built pages are filled in by the server per story (a visited story is kept at runtime).
          globIgnores: [
            'templates/**',
            'admin/**',
            'ssl-status/**',
            'video-management/**',
            'chat-management/**',
            'screenshots/**',
            'og-image.png',
            '404.html',
            'nl/404.html',
          ],
          manifestTransforms: [
            (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: precacheUrlOf(entry.url) })), warnings: [] }),
          ],
        },
      }),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        manifest: true,
        // Staff screens (the chunks that need the staff code) load what they need when one opens;
        // listing their files for preloading would put the names into every public page's start-up code.
        // The start-up chunks are never listed: already loaded, each would still cost a lookup and a
        // <link> in the head, inside the task that renders the part it was imported for.
        // A part started early lists nothing either: the browser finds its files from its imports, and
        // the dozens of <link>s would cost a long task (decision 028).
        modulePreload: {
          resolveDependencies: (file: string, deps: string[]) =>
            staffChunk.test(file) || startedEarly.test(file) || deps.some((dep) => staffChunk.test(dep))
              ? []
              : deps.filter((dep) => !startupChunk.test(dep)),
        },
        // One stylesheet: nine small render-blocking files cost more on a phone than the unused rules of one.
        cssCodeSplit: false,
        // The headings' face inside that stylesheet rather than a file of its own (decision 032).
        assetsInlineLimit: (file: string) => (headingFontInStylesheet.test(file) ? true : undefined),
        emptyOutDir: true,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          output: {
            codeSplitting: {
              // Only the named packages: pulling in their dependencies would drag React into the group.
              includeDependenciesRecursively: false,
              groups: [
                // The site layout with everything it imports, in one chunk: every public page runs it at
                // start, and on a phone each extra module file costs a main-thread task (decision 033).
                // Staff screens load it too; their entry needed most of it already (the error screens).
                { name: 'site', test: inSiteChunk, includeDependenciesRecursively: true },
                // The staff screens' own code in one chunk: each file of its own would add its name to the
                // preload table that every public page's start-up code carries (see modulePreload).
                { name: 'staff', test: staffCode },
                // A story page's own code in one chunk, fetched when a story page opens: every file of its
                // own would add its name to the preload table of every public page's start-up code. The
                // route options (routes/-lib/story-route.ts) stay out: they are part of the route tree; so do
                // the story rules, which only the staff screens run in the browser (in the group, what
                // they share with the staff screens would be filed with those and loaded by public pages).
                { name: 'story', test: storyPageCode },
                // The scroll lock of drawers and dialogs in a chunk of its own: otherwise the bundler
                // files it with shared shell code and every page downloads it up front.
                { name: 'scroll-lock', test: /node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton|use-callback-ref|get-nonce)[\\/]/ },
              ],
            },
          },
        },
      },
  ssr: { noExternal: [/^@mantine\//, /^@tanstack\//] },
  server: {
    port: 5173,
    proxy: { '/api': pocketbaseUrl, '^/_/': pocketbaseUrl },
  },
}))
