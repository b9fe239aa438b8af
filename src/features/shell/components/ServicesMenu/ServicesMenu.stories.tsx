import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { ServicesMenu } from './ServicesMenu'

const meta = { title: 'Shell/ServicesMenu', component: ServicesMenu, parameters: { layout: 'padded' } } satisfies Meta<
  typeof ServicesMenu
>
export default meta
type Story = StoryObj<typeof meta>

export const ClosesOnOutsideClick: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Services' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('link', { name: 'Tandem jumps' })).toHaveAttribute('href', '/services/tandem-jumps')
    await userEvent.click(canvasElement.ownerDocument.body)
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Tandem jumps' })).toBeNull())
  },
}

export const EscapeReturnsFocus: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Services' })
    await userEvent.click(button)
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'All services' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveFocus()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Diensten' }))
    await expect(canvas.getByRole('link', { name: 'Bedrijfsevenementen' })).toHaveAttribute('href', '/nl/corporate-events')
  },
}

export const OpenInDark: Story = {
  parameters: { locale: 'en', colorScheme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Services' }))
    await expect(canvas.getByRole('link', { name: 'Media production' })).toBeVisible()
  },
}
