import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { StaffLanguageSwitch } from './StaffLanguageSwitch'

const meta = { title: 'Staff/StaffLanguageSwitch', component: StaffLanguageSwitch, args: { onLanguage: fn() } } satisfies Meta<typeof StaffLanguageSwitch>
export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /^EN/ })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: /^NL/ }))
    await expect(args.onLanguage).toHaveBeenCalledWith('nl')
  },
}
export const Dutch: Story = { parameters: { locale: 'nl' } }
