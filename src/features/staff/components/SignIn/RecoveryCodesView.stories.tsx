import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { exampleRecoveryCodes } from '../../fixtures'
import { RecoveryCodesView } from './RecoveryCodesView'

const meta = { title: 'Staff/RecoveryCodesView', component: RecoveryCodesView, args: { codes: exampleRecoveryCodes, onDone: fn() } } satisfies Meta<typeof RecoveryCodesView>
export default meta
type Story = StoryObj<typeof meta>

export const ContinueOnlyOnceStored: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10)
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled()
    await userEvent.click(canvas.getByLabelText('I have stored my recovery codes'))
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onDone).toHaveBeenCalledOnce()
  },
}
export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bewaar deze herstelcodes nu')).toBeVisible()
  },
}
export const Dark: Story = { parameters: { colorScheme: 'dark' } }
