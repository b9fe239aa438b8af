import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ServicesMenu } from './ServicesMenu'

const meta = { title: 'Shell/ServicesMenu', component: ServicesMenu, parameters: { layout: 'padded' } } satisfies Meta<
  typeof ServicesMenu
>
export default meta
type Story = StoryObj<typeof meta>

// axe 4.14 reports aria-required-children on every open Mantine 9 menu ("presentational children
// ... because of [tabindex]") although each child has role="menuitem"; checked only while open.
const openMenuA11y = { config: { rules: [{ id: 'aria-required-children', enabled: false }] } }

export const ClosesOnOutsideClick: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'Services' }))
    const tandem = await body.findByRole('menuitem', { name: 'Tandem jumps' })
    await expect(tandem).toHaveAttribute('href', '/services/tandem-jumps')
    await userEvent.click(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.queryByRole('menuitem', { name: 'Tandem jumps' })).toBeNull())
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl', a11y: openMenuA11y },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Diensten' }))
    const item = await within(canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'Bedrijfsevenementen' })
    await expect(item).toHaveAttribute('href', '/nl/corporate-events')
  },
}
