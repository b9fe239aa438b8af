import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { ThemeToggle } from './ThemeToggle'

const meta = { title: 'Shell/ThemeToggle', component: ThemeToggle, parameters: { layout: 'padded' } } satisfies Meta<
  typeof ThemeToggle
>
export default meta
type Story = StoryObj<typeof meta>

export const SwitchToDark: Story = {
  parameters: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument
    await userEvent.click(canvas.getByRole('button', { name: 'Colour scheme' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Dark' }))
    await expect(doc.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await userEvent.click(canvas.getByRole('button', { name: 'Colour scheme' }))
    await expect(canvas.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Light' }))
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kleurenschema' }))
    await expect(canvas.getByRole('button', { name: 'Systeem' })).toBeVisible()
  },
}
