import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import type { HttpsReport } from '../../https/https-status'
import { HttpsStatus } from './HttpsStatus'

const good: HttpsReport = {
  configured: true,
  host: 'parapro-skydiving.nl',
  checkedAt: '2026-11-24T12:00:00Z',
  lines: [
    { check: 'certificate', target: 'parapro-skydiving.nl', ok: true, code: 'certificate.valid', data: { issuer: "Let's Encrypt (R11)", daysLeft: 61, expires: '2027-01-24' } },
    { check: 'redirect', target: 'http://parapro-skydiving.nl/', ok: true, code: 'redirect.ok', data: { final: 'https://parapro-skydiving.nl/', hops: [{ url: 'http://parapro-skydiving.nl/', status: 301 }, { url: 'https://parapro-skydiving.nl/', status: 200 }] } },
    { check: 'header', target: 'Strict-Transport-Security', ok: true, code: 'header.ok', data: { value: 'max-age=63072000; includeSubDomains; preload' } },
    { check: 'serviceWorker', target: 'https://parapro-skydiving.nl/sw.js', ok: true, code: 'serviceWorker.current', data: { version: '3f2a9c81d4e0', build: '3f2a9c81d4e0' } },
  ],
}

const bad: HttpsReport = {
  ...good,
  lines: [
    { check: 'certificate', target: 'parapro-skydiving.nl', ok: false, code: 'certificate.expiresSoon', data: { issuer: "Let's Encrypt (R11)", daysLeft: 4, expires: '2026-11-28' } },
    { check: 'redirect', target: 'http://www.parapro-skydiving.nl/', ok: false, code: 'redirect.notPermanent', data: { final: 'https://parapro-skydiving.nl/', hops: [{ url: 'http://www.parapro-skydiving.nl/', status: 302 }, { url: 'https://parapro-skydiving.nl/', status: 200 }] } },
    { check: 'header', target: 'X-Frame-Options', ok: false, code: 'header.missing', data: { value: '' } },
    { check: 'serviceWorker', target: 'https://parapro-skydiving.nl/sw.js', ok: false, code: 'serviceWorker.otherBuild', data: { version: '11aa22bb33cc', build: '3f2a9c81d4e0' } },
  ],
}

const meta = { title: 'Staff/HttpsStatus', component: HttpsStatus, parameters: { layout: 'padded', path: '/ssl-status' }, args: { load: async () => good } } satisfies Meta<typeof HttpsStatus>
export default meta
type Story = StoryObj<typeof meta>

export const AllGreen: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Everything is in order.')).toBeVisible()
    await expect(canvas.getByText("Certificate from Let's Encrypt (R11), valid for 61 more days (until 2027-01-24).")).toBeVisible()
  },
}

export const WhatToFix: Story = {
  args: { load: fn(async () => bad) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('4 checks need attention.')).toBeVisible()
    await expect(canvas.getByText('Renew it now, and check that the automatic renewal on the proxy or host runs.')).toBeVisible()
    await expect(canvas.getByText('http://www.parapro-skydiving.nl/ 302 → https://parapro-skydiving.nl/ 200')).toBeVisible()
    await expect(canvas.getByText("Deploy the current build, or clear the proxy's cache for /sw.js.")).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }))
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2))
  },
}

export const NoHostSet: Story = {
  args: { load: async () => ({ configured: false, checkedAt: '2026-11-24T12:00:00Z', lines: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No production host is set')).toBeVisible()
  },
}

export const Dutch: Story = {
  args: { load: async () => bad },
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 controles vragen aandacht.')).toBeVisible()
  },
}

export const Dark: Story = { args: { load: async () => bad }, parameters: { colorScheme: 'dark' } }
