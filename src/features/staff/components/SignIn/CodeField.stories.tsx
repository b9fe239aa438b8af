import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { CodeField } from './CodeField'

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('')
  return <CodeField value={value} onChange={setValue} error={error} />
}

const meta = { title: 'Staff/CodeField', component: Controlled } satisfies Meta<typeof Controlled>
export default meta
type Story = StoryObj<typeof meta>

export const DigitsOnly: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText(/^6-digit code/)
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code')
    await userEvent.type(field, '12a3 456789')
    await expect(field).toHaveValue('123 456')
  },
}
export const WithError: Story = { args: { error: 'That code is not right. Type the 6-digit code your authenticator app shows now.' } }
export const Dutch: Story = {
  parameters: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^6-cijferige code/)).toBeVisible()
  },
}
