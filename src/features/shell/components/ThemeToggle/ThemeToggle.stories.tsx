import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ThemeToggle } from './ThemeToggle'

const meta = { title: 'Shell/ThemeToggle', component: ThemeToggle, parameters: { layout: 'padded' } } satisfies Meta<
  typeof ThemeToggle
>
export default meta
type Story = StoryObj<typeof meta>

// axe 4.14 reports aria-required-children on every open Mantine 9 menu ("presentational children
// ... because of [tabindex]") although each child has role="menuitem"; checked only while open.
const openMenuA11y = { config: { rules: [{ id: 'aria-required-children', enabled: false }] } }

export const SwitchToDark: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument
    await userEvent.click(canvas.getByRole('button', { name: 'Colour scheme' }))
    await userEvent.click(await within(doc.body).findByRole('menuitem', { name: 'Dark' }))
    await expect(doc.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark')
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl', a11y: openMenuA11y },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kleurenschema' }))
    const system = await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Systeem' })
    await waitFor(() => expect(system).toBeVisible())
  },
}
