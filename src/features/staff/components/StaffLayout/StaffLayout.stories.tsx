import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { exampleUser } from '../../fixtures'
import { StaffLayout } from './StaffLayout'

const meta = {
  title: 'Staff/StaffLayout',
  component: StaffLayout,
  parameters: { layout: 'fullscreen', path: '/admin' },
  args: {
    user: exampleUser,
    currentPath: '/admin',
    onSignOut: fn(),
    onSignOutEverywhere: fn(),
    onLanguage: fn(),
    children: <p>Screen content</p>,
  },
} satisfies Meta<typeof StaffLayout>
export default meta
type Story = StoryObj<typeof meta>

export const Dashboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Staff screens' })
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    for (const name of ['Settings', 'Blog', 'Media', 'Partners and reviews', 'Video management', 'Chat management', 'Analytics', 'HTTPS status']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible()
    }
    await expect(canvas.getByText('Previous sign-in: 23 Nov 2026, 08:58')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /^Eva de Boer/ }))
    const menu = within(canvasElement.ownerDocument.body)
    await userEvent.click(await menu.findByRole('menuitem', { name: 'Sign out on every device' }))
    await expect(args.onSignOutEverywhere).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: /^NL/ }))
    await expect(args.onLanguage).toHaveBeenCalledWith('nl')
  },
}

/** On an inner screen only that screen is current (the router also marks /admin active under it). */
export const InnerScreen: Story = {
  args: { currentPath: '/admin/partners' },
  parameters: { path: '/admin/partners' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Staff screens' })
    await expect(within(nav).getByRole('link', { name: 'Partners and reviews' })).toHaveAttribute('aria-current', 'page')
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Medewerkersomgeving' })
    await expect(within(nav).getByRole('link', { name: 'Instellingen' })).toBeVisible()
    await expect(canvas.getByText('Vorige keer ingelogd: 23 nov 2026, 08:58')).toBeVisible()
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
