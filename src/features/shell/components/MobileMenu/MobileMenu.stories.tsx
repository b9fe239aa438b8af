import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MobileMenu } from './MobileMenu'

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  args: { opened: true, onClose: fn() },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof MobileMenu>
export default meta
type Story = StoryObj<typeof meta>

const page = (element: HTMLElement) => within(element.ownerDocument.body)

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = page(canvasElement).getByRole('navigation', { name: 'Mobile' })
    await expect(within(menu).getByRole('link', { name: 'Tandem jumps' })).toHaveAttribute('href', '/services/tandem-jumps')
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Close menu' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

export const Dutch: Story = {
  parameters: { path: '/nl/about' },
  play: async ({ canvasElement }) => {
    const menu = page(canvasElement).getByRole('navigation', { name: 'Mobiel menu' })
    await expect(within(menu).getByRole('link', { name: 'Weer' })).toHaveAttribute('href', '/nl/weer')
  },
}

export const Dark: Story = { parameters: { colorScheme: 'dark' } }
