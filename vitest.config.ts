import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

const chromium = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
}

export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'node',
          alias: { 'virtual:hook-catalogs': fileURLToPath(new URL('./scripts/hook-catalogs-for-tests.ts', import.meta.url)) },
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // Every story renders in real Chromium as a test, with its play function and an axe check.
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          // One page for every stories file, as Storybook itself switches stories in one iframe: a
          // fresh page per file re-imported React, Mantine and the preview each time (224 s against
          // 169 s for the whole catalogue on 2 cores).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright(chromium),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
