import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Composer, type ComposerProps } from './Composer'

function Controlled(props: ComposerProps) {
  const [value, setValue] = useState(props.value)
  const change = (next: string) => {
    setValue(next)
    props.onChange(next)
  }
  return <Composer {...props} value={value} onChange={change} />
}

const meta = {
  title: 'Chat/Composer',
  component: Composer,
  args: { value: '', onChange: fn(), onSend: fn(), disabled: false },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Composer>
export default meta
type Story = StoryObj<typeof meta>

export const EnterSends: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Your message' })
    await userEvent.type(box, 'How heavy may I be?{Shift>}{Enter}{/Shift}Thanks')
    await expect(args.onSend).not.toHaveBeenCalled()
    await expect(box).toHaveValue('How heavy may I be?\nThanks')
    await userEvent.type(box, '{Enter}')
    await expect(args.onSend).toHaveBeenCalledTimes(1)
  },
}

export const WaitingForAReply: Story = {
  args: { value: 'Can we jump tomorrow?', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled()
  },
}

export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Uw bericht' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Versturen' })).toBeEnabled()
  },
}

export const Dark: Story = {
  parameters: { colorScheme: 'dark' },
}
