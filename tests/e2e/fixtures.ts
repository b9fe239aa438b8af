import { test as base, expect, type ConsoleMessage } from '@playwright/test'

/** Every page test fails on a console error or warning (hydration mismatches are reported there). */
export const test = base.extend<{ consoleProblems: string[] }>({
  baseURL: async ({}, use) => use(process.env.BASE_URL),
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = []
    const record = (message: ConsoleMessage) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return
      problems.push(`${message.type()}: ${message.text()}`)
    }
    page.on('console', record)
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await use(problems)
    expect(problems, 'console errors or warnings').toEqual([])
  },
})

export { expect }
