import { defineConfig, devices } from '@playwright/test'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    // BASE_URL is set by the global setup once the stack is up.
    // A trace is recorded for every test to keep the failing ones: about a seventh of the suite's
    // time, and CI keeps only what the run prints, so CI records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // A registered worker precaches the whole site (350 files) in every new browser context: seconds
    // of both cores per test. The tests of the worker itself allow it (test.use in their files).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/ },
  ],
})
